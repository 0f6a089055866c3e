"""Search: the double-dummy solver, the sampler of what a seat cannot see, and what
they share (the value a side plays for, :mod:`tarotlib.search.objective`)."""

from __future__ import annotations

from tarotlib.search.objective import Solution, camp_of, final_value
from tarotlib.search.sampler import Holder, Sampler, SamplerError, sample_states

__all__ = ["Holder", "Sampler", "SamplerError", "Solution", "camp_of", "final_value", "sample_states"]
