"""E=M6 quiz race, `em6_quiz`: a science trivia race from Big Bang to Infinity."""

from app.games.em6_quiz.rules import GAME, Em6Quiz
from app.games.em6_quiz.state import QuizState

__all__ = ["GAME", "Em6Quiz", "QuizState"]
