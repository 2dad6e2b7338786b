"""Preflight: a print file (ours or a designer's) held against one print service's rules.

The rules come from the service's data file (render/shops.py), so a new shop is a new
file; the checks here read a PDF (pypdf for its objects and content streams, pypdfium2
for text boxes and pixels) or a folder of images (Pillow) and return findings, each
with where it is, the rule with the shop's value, what was found and a one-line fix.
"""
