"""Computer opponents and the match simulator.

    from aember.ai import Observation, make_agent, play_game, run_games, Job, agent_bench

Agents (`random`, `heuristic`, `mcts`) answer `Observation`s: the player's view, the legal answers
and, for search, sampled worlds in which every hidden card is re-dealt. See docs/ai.md.
"""

from aember.ai.agents import AGENTS, Agent, HeuristicAgent, MCTSAgent, RandomAgent, make_agent
from aember.ai.bench import agent_bench
from aember.ai.evaluate import evaluate
from aember.ai.observation import Observation, observe
from aember.ai.simulate import Job, Summary, bid, game_seed, play_game, run_games, wilson

__all__ = [
    "AGENTS", "Agent", "HeuristicAgent", "Job", "MCTSAgent", "Observation", "RandomAgent", "Summary",
    "agent_bench", "bid", "evaluate", "game_seed", "make_agent", "observe", "play_game", "run_games", "wilson",
]
