"""Command groups of the CLI: argument parsing and output formatting only."""
