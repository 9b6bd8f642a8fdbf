"""Equivalence Modulo Inputs: variants of a seed that must behave like it on its input."""
