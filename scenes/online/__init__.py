"""Playing with friends on other machines: Host a game, Join a game and the lobby between them
(docs/network.md, "The screens"). No game is named here: every mode of every game is hosted
the same way."""
