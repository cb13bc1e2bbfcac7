"""A small WebDriver client for the bench scripts: headless Chromium through chromedriver, standard library only
(the Swift tests have their own in Tests/TestSupport/Browser)."""
import json
import socket
import subprocess
import time
import urllib.request


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Browser:
    """One headless Chromium window: `width` x `height` CSS px at `ratio` device pixels per px; `phone` emulates a
    phone (touch, mobile viewport) as the tests' BrowserOptions.phone does."""

    def __init__(self, width=1280, height=800, ratio=1.0, phone=False):
        self.port = free_port()
        self.driver = subprocess.Popen(["chromedriver", f"--port={self.port}"],
                                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        args = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
                "--disable-extensions", "--hide-scrollbars", "--mute-audio"]
        options = {"binary": "/usr/bin/chromium"}
        if phone:
            options["mobileEmulation"] = {"deviceMetrics": {"width": width, "height": height, "pixelRatio": ratio,
                                                            "touch": True, "mobile": True}}
        else:
            args += [f"--window-size={width},{height}", f"--force-device-scale-factor={ratio}"]
        options["args"] = args
        deadline = time.time() + 20
        while True:
            try:
                urllib.request.urlopen(f"http://127.0.0.1:{self.port}/status", timeout=1)
                break
            except OSError:
                if time.time() > deadline:
                    self.driver.terminate()
                    raise
                time.sleep(0.1)
        try:
            value = self._call("POST", "session", {"capabilities": {"alwaysMatch": {
                "browserName": "chrome", "goog:chromeOptions": options}}})
        except Exception:
            self.driver.terminate()
            raise
        self.session = value["sessionId"]

    def _call(self, method, path, body=None):
        data = json.dumps(body if body is not None else {}).encode() if method == "POST" else None
        request = urllib.request.Request(f"http://127.0.0.1:{self.port}/{path}", data=data, method=method,
                                         headers={"Content-Type": "application/json"})
        with urllib.request.urlopen(request, timeout=120) as response:
            return json.loads(response.read())["value"]

    def _session(self, method, path, body=None):
        return self._call(method, f"session/{self.session}/{path}", body)

    def open(self, url):
        self._session("POST", "url", {"url": url})

    def run(self, script, *args):
        """Runs `script` as a function body in the page and returns its value."""
        return self._session("POST", "execute/sync", {"script": script, "args": list(args)})

    def devtools(self, command, params=None):
        return self._session("POST", "goog/cdp/execute", {"cmd": command, "params": params or {}})

    def wait(self, condition, seconds=30):
        deadline = time.time() + seconds
        while not self.run(condition):
            if time.time() > deadline:
                raise TimeoutError(condition)
            time.sleep(0.05)

    def quit(self):
        try:
            self._call("DELETE", f"session/{self.session}")
        finally:
            self.driver.terminate()
            self.driver.wait()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.quit()
