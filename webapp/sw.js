// The service worker that lets Sabot play offline: at install it keeps the
// page, the Go runtime's loader, the module and the icons in a cache named
// after the module's build (`make web` writes it below), and answers from
// that cache first; a new build installs a new cache and the old one is
// dropped.
"use strict";
const CACHE = "sabot-@VERSION@";
const FILES = ["./", "index.html", "wasm_exec.js", "sabot.wasm", "manifest.webmanifest", "icon-192.png", "icon-512.png"];

self.addEventListener("install", event => {
  event.waitUntil(caches.open(CACHE).then(c => c.addAll(FILES)).then(() => self.skipWaiting()));
});

self.addEventListener("activate", event => {
  event.waitUntil(caches.keys()
    .then(keys => Promise.all(keys.filter(k => k.startsWith("sabot-") && k !== CACHE).map(k => caches.delete(k))))
    .then(() => self.clients.claim()));
});

self.addEventListener("fetch", event => {
  if (event.request.method !== "GET") return;
  event.respondWith(caches.open(CACHE).then(async c => {
    const hit = await c.match(event.request, { ignoreSearch: true });
    if (hit) return hit;
    const res = await fetch(event.request);
    if (res.ok && new URL(event.request.url).origin === self.location.origin) c.put(event.request, res.clone());
    return res;
  }));
});
