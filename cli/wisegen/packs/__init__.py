"""Content packs: safe YAML loading, schema validation, semantic checks, typed access."""
