"""The conformance scenarios: loading the features, the step vocabulary, running them."""
