"""Allow `python -m wisegen`."""

from wisegen.cli import main

if __name__ == "__main__":
    main()
