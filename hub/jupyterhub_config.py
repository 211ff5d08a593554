"""JupyterHub for a class on one machine (``make hub``; README, "Teaching a class").

- Sign-in: JupyterHub's built-in shared-password authenticator. Learners sign in
  with their own name and the class password; only names on the list may (the
  names in ``<state>/learners.txt``, and those the instructor adds on the hub's
  Admin page). ``instructor`` signs in with the instructor password and is the
  hub's admin. Both passwords are made by ``hub.run`` on first start and kept in
  the state folder (readable by its owner only), never in this file.
- Servers: one JupyterLab per learner with the course's ``.venv`` and a home of its
  own (``<state>/homes/<name>``), as the Unix user who runs the hub
  (``SimpleLocalProcessSpawner``): learners are kept apart by the hub, not by Unix.
- nbgrader: every server reads ``hub/learner_config/nbgrader_config.py``, which
  names the shared exchange and files each submission under the hub user who sent
  it.
- Idle servers are stopped by ``jupyterhub-idle-culler`` after
  ``GAMELIB_HUB_CULL_SECONDS`` (default an hour) without activity.

Ports and folders come from ``hub/settings.py`` (environment variables).
"""

import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from hub import settings  # noqa: E402

c = get_config()  # noqa: F821 (JupyterHub provides it)
state = settings.state()

c.JupyterHub.bind_url = f"http://{settings.ip()}:{settings.port('PORT', 8000)}"
c.JupyterHub.hub_ip = "127.0.0.1"
c.JupyterHub.hub_port = settings.port("API_PORT", 8081)
c.JupyterHub.db_url = f"sqlite:///{state / 'jupyterhub.sqlite'}"
c.JupyterHub.cookie_secret_file = str(state / "jupyterhub_cookie_secret")
c.JupyterHub.pid_file = str(state / "jupyterhub.pid")
# Stop every learner's server when the hub stops (hub.run makes sure of it).
c.JupyterHub.cleanup_servers = True
c.JupyterHub.cleanup_proxy = True

c.ConfigurableHTTPProxy.command = [
    str(settings.HUB / "node_modules" / ".bin" / "configurable-http-proxy")
]
c.ConfigurableHTTPProxy.api_url = (
    f"http://127.0.0.1:{settings.port('PROXY_API_PORT', 8001)}"
)
c.ConfigurableHTTPProxy.pid_file = str(state / "proxy.pid")

# Sign-in (module docstring).
c.JupyterHub.authenticator_class = "shared-password"
c.SharedPasswordAuthenticator.user_password = (
    settings.class_password_file().read_text().strip()
)
c.SharedPasswordAuthenticator.admin_password = (
    settings.instructor_password_file().read_text().strip()
)
c.Authenticator.admin_users = {settings.INSTRUCTOR}
learners = settings.learners_file()
c.Authenticator.allowed_users = {
    name.strip()
    for name in (learners.read_text().splitlines() if learners.exists() else [])
    if name.strip() and not name.lstrip().startswith("#")
}
# Learners the instructor adds on the Admin page may sign in too.
c.Authenticator.allow_existing_users = True

# One JupyterLab per learner (module docstring).
c.JupyterHub.spawner_class = "simple"
c.SimpleLocalProcessSpawner.home_dir_template = str(settings.homes() / "{username}")
c.Spawner.cmd = [str(settings.BIN / "jupyterhub-singleuser")]
c.Spawner.args = [
    "--LabApp.news_url=None",
    "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
    f"--LabApp.app_settings_dir={settings.REPO / 'share/jupyter/lab/settings'}",
    # Kernel messages go to the page at once (gamelib.views.websocket).
    "--ServerApp.kernel_websocket_connection_class="
    "gamelib.views.websocket.PromptKernelConnection",
]
if os.geteuid() == 0:
    c.Spawner.args.append("--allow-root")
c.Spawner.default_url = "/lab"
c.Spawner.environment = {
    # The kernel's "python" is the course's (nbclient and kernel specs look on PATH).
    "PATH": f"{settings.BIN}{os.pathsep}/usr/local/bin:/usr/bin:/bin",
    # nbgrader's settings for learners (the exchange, the learner's id).
    "JUPYTER_CONFIG_PATH": str(settings.HUB / "learner_config"),
    "GAMELIB_HUB_EXCHANGE": str(settings.exchange()),
    "JUPYTER_PATH": str(settings.REPO / "share" / "jupyter"),
}
if os.environ.get(settings.RUN_MARKER):
    c.Spawner.environment[settings.RUN_MARKER] = os.environ[settings.RUN_MARKER]
# The tests and the benchmark switch the lessons' animation pauses off.
c.Spawner.env_keep.append("GAMELIB_FAST")
# A class arrives at once: give a server time to start on a busy machine.
c.Spawner.start_timeout = 180
c.Spawner.http_timeout = 120
c.JupyterHub.concurrent_spawn_limit = 100
# Limits a Kubernetes spawner enforces (k8s/values.yaml); on one machine they are
# only advertised to the server (MEM_LIMIT, CPU_LIMIT), not enforced.
c.Spawner.mem_limit = os.environ.get("GAMELIB_HUB_MEM_LIMIT", "1G")
c.Spawner.cpu_limit = float(os.environ.get("GAMELIB_HUB_CPU_LIMIT", "1"))

# Stop servers idle for an hour (jupyterhub-idle-culler, as a hub service).
c.JupyterHub.services = [
    {
        "name": "idle-culler",
        "command": [
            sys.executable,
            "-m",
            "jupyterhub_idle_culler",
            f"--timeout={os.environ.get('GAMELIB_HUB_CULL_SECONDS', '3600')}",
            "--cull-every=60",
        ],
    }
]
c.JupyterHub.load_roles = [
    {
        "name": "idle-culler",
        "scopes": [
            "list:users",
            "read:users:activity",
            "read:servers",
            "delete:servers",
        ],
        "services": ["idle-culler"],
    }
]
# The tests and the benchmark drive the hub through its REST API with a token of
# their own (never set by make hub).
if os.environ.get("GAMELIB_HUB_SERVICE_TOKEN"):
    c.JupyterHub.services.append(
        {"name": "course-driver", "api_token": os.environ["GAMELIB_HUB_SERVICE_TOKEN"]}
    )
    c.JupyterHub.load_roles.append(
        {
            "name": "course-driver",
            "scopes": [
                "admin:users",
                "admin:servers",
                "access:servers",
                "list:users",
                "read:users",
                "tokens",
            ],
            "services": ["course-driver"],
        }
    )
