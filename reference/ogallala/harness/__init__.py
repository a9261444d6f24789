"""Running engines: the in-process reference engine and engines over the JSON protocol."""
