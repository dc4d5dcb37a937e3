"""The server's edge: what every connection passes before the application sees it.

`guard` checks the Host, believes forwarded addresses only from trusted
proxies, bounds request bodies and adds the security headers; `http` closes
connections that never finish their request head; `apidocs` serves `/docs`
from files shipped here (no CDN).
"""
