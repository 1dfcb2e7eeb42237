# Sourced by CI steps: makes sure python3 can import jsonschema and yaml.
if ! python3 -c 'import jsonschema, yaml' 2>/dev/null; then
  echo "installing the Python packages jsonschema and PyYAML"
  python3 -m pip install --quiet jsonschema pyyaml 2>/dev/null \
    || python3 -m pip install --quiet --break-system-packages jsonschema pyyaml 2>/dev/null \
    || { apt-get update -qq && apt-get install -y -qq python3-jsonschema python3-yaml; }
fi
