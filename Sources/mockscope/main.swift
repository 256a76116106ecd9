print("mockscope")
