print("statement-import: not yet")
