"""`wisegen serve`: the referee on the phones at the table, as a small local web app.

`app.create_app()` builds the Starlette application (the JSON API and the static page);
`run.serve()` starts it under uvicorn. The API speaks the one request format of
`wisegen.usecases.requests`, so the page, `check batch` and the commands never disagree.
No game is named here: the games, their request kinds and their dice come from the
registry.
"""
