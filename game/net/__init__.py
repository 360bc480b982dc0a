"""Network play, headless: the wire protocol, the room that runs the one true model, the room
server and the client. Nothing here imports pygame or names a game: a room plays any mode the
registry knows (docs/network.md has the message list)."""
