"""A JupyterHub for a class on one machine (make hub): README, "Teaching a class"."""
