"""The Kubernetes recipe (k8s/) parses and names what the local hub uses.

Zero to JupyterHub cannot run here, so this holds k8s/values.yaml and k8s/Dockerfile
to hub/jupyterhub_config.py and hub/settings.py: the same authenticator, admin and
culler, the learners' nbgrader settings and exchange, the learner edition and
nbgitpuller in the image, and limits per learner.
"""

import re
from pathlib import Path

import yaml

REPO = Path(__file__).resolve().parents[1]
K8S = REPO / "k8s"
LOCAL = (REPO / "hub" / "jupyterhub_config.py").read_text()


def values() -> dict:
    return yaml.safe_load((K8S / "values.yaml").read_text())


def test_values_parse_and_sign_in_as_the_local_hub_does():
    config = values()["hub"]["config"]
    local = re.search(r'authenticator_class = "([^"]+)"', LOCAL).group(1)
    assert config["JupyterHub"]["authenticator_class"] == local
    assert "instructor" in config["Authenticator"]["admin_users"]
    assert 'INSTRUCTOR = "instructor"' in (REPO / "hub" / "settings.py").read_text()
    assert config["Authenticator"]["allow_existing_users"] is True
    # Passwords are given at install time, never written in the file.
    assert config["SharedPasswordAuthenticator"]["user_password"] is None
    assert config["SharedPasswordAuthenticator"]["admin_password"] is None


def test_values_cull_share_the_exchange_and_limit_each_learner():
    chart = values()
    assert chart["cull"]["enabled"] is True
    assert str(chart["cull"]["timeout"]) in LOCAL  # the local culler's default
    single = chart["singleuser"]
    environment = single["extraEnv"]
    mounts = {m["name"]: m["mountPath"] for m in single["storage"]["extraVolumeMounts"]}
    assert environment["GAMELIB_HUB_EXCHANGE"] == mounts["nbgrader-exchange"]
    assert "GAMELIB_HUB_EXCHANGE" in LOCAL and "JUPYTER_CONFIG_PATH" in LOCAL
    claims = {
        v["persistentVolumeClaim"]["claimName"]
        for v in single["storage"]["extraVolumes"]
    }
    exchange = yaml.safe_load((K8S / "nbgrader-exchange.yaml").read_text())
    assert exchange["metadata"]["name"] in claims
    assert exchange["spec"]["accessModes"] == ["ReadWriteMany"]
    assert single["memory"]["limit"] and single["cpu"]["limit"]
    assert single["cmd"] == "jupyterhub-singleuser"


def test_the_image_has_the_course_the_learner_edition_and_nbgitpuller():
    dockerfile = (K8S / "Dockerfile").read_text()
    extras = (REPO / "pyproject.toml").read_text()
    assert '".[hub]"' in dockerfile and '"nbgitpuller' in extras
    assert "python -m course.learner_edition" in dockerfile
    assert "COPY hub/learner_config /etc/jupyter/gamelib" in dockerfile
    environment = values()["singleuser"]["extraEnv"]
    assert f"JUPYTER_CONFIG_PATH={environment['JUPYTER_CONFIG_PATH']}" in dockerfile
    # nbgrader files a submission under JUPYTERHUB_USER only for the user jovyan.
    assert "useradd" in dockerfile and "jovyan" in dockerfile
