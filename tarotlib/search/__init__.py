"""Search: the double-dummy solver (:mod:`.solver`, with Klaverjassen's compact one in
:mod:`.klaverjas`), the sampler of what a seat cannot see (:mod:`.sampler`), and what
they share (the value a side plays for, :mod:`.objective`)."""

from __future__ import annotations

from tarotlib.search.objective import SearchStopped, Solution, camp_of, final_value
from tarotlib.search.sampler import Holder, Sampler, SamplerError, sample_states
from tarotlib.search.solver import solve

__all__ = ["Holder", "Sampler", "SamplerError", "SearchStopped", "Solution", "camp_of", "final_value",
           "sample_states", "solve"]
