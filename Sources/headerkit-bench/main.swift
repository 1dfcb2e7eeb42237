// The benchmark executable: see issue "Benchmarks".
print("headerkit-bench: not written yet")
