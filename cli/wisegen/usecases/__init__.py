"""The use cases: what the command line and the web page both ask of wisegen.

Print a kit, export it as images, preview cards, list the games, import and export word
packs, answer a ruling or a score request. `commands/` and `serve/` parse their input,
call one of these and format the answer; the games they serve are plug-ins found in
`games/` through its registry, never named here.
"""
