print("statement-import-bench: not yet")
