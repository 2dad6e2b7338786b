"""ReportLab rendering: sheets, imposition, marks, duplex backs, fonts, text fitting.

Nothing here knows about games; game modules describe materials with these pieces.
"""
