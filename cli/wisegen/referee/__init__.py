"""Clue rulings shared by Three Wise Words and Just One: reasons, and the word tests.

Game modules (games/*/referee.py) decide which tests their rulebook calls for; this
package knows how to run a test and how to word its reason, not which game wants it.
"""
