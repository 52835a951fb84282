print("make-sample-statements: not yet")
