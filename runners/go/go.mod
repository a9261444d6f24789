module ogallala.invalid/runner

go 1.19
