/* private.js: a private album's page (p/ID/index.html, docs/private-albums.md). The page holds only the album key's
   wraps; this module gets the album key from the link's #k= fragment, the tab's session or the password (PBKDF2,
   Web Crypto), then opens the album's sealed manifest and shows the sealed page "#p=PATH" of the album's copy in
   place, its images and videos from blob URLs. Each sealed file is a script calling vitrineSealed(NAME, BASE64),
   which loads from file:// too, where fetch cannot. A file that does not open (changed, damaged, misplaced) stops
   with a message: nothing half-shown. */
var sealedWaiting = {};

function privateMessage(text) {
  var box = document.getElementById("private-message");
  if (!box) {
    box = el("p", "private-message", null, "");
    box.setAttribute("role", "alert");
    var main = document.getElementById("main") || document.body;
    main.insertBefore(box, main.firstChild);
  }
  box.textContent = text;
}

function bytesOfBase64(text) {
  var s = atob(text.replace(/-/g, "+").replace(/_/g, "/")), out = new Uint8Array(s.length);
  for (var i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
}

function base64OfBytes(bytes) {
  var s = "";
  for (var i = 0; i < bytes.length; i++) s += String.fromCharCode(bytes[i]);
  return btoa(s);
}

// Opens AES-256-GCM `sealed` (nonce, ciphertext, tag) under `key`, its label the authenticated data.
function openSealed(key, sealed, label) {
  return crypto.subtle.decrypt({ name: "AES-GCM", iv: sealed.subarray(0, 12), additionalData: new TextEncoder().encode(label) },
    key, sealed.subarray(12)).then(function (plain) { return new Uint8Array(plain); });
}

function aesKey(raw) {
  return crypto.subtle.importKey("raw", raw, { name: "AES-GCM" }, false, ["decrypt"]);
}

// The sealed script NAME.js, loaded once; rejects when it is missing.
function loadSealed(name) {
  if (!/^[0-9a-z]+$/.test(name)) return Promise.reject(new Error("bad name"));
  return new Promise(function (resolve, reject) {
    sealedWaiting[name] = resolve;
    var script = document.createElement("script");
    script.src = name + ".js";
    script.onerror = function () { reject(new Error("missing " + name)); };
    script.onload = function () { script.remove(); };
    document.head.appendChild(script);
  });
}

window.vitrineSealed = function (name, text) {
  var resolve = sealedWaiting[name];
  delete sealedWaiting[name];
  if (resolve) resolve(bytesOfBase64(text));
};

function privateAlbumKey(wraps, albumID) {
  var stored = null;
  try { stored = sessionStorage.getItem("vitrine-private-" + albumID); } catch (e) { stored = null; }
  var link = /[#&]k=([A-Za-z0-9_-]+)/.exec(window.location.hash);
  if (link) {
    return aesKey(bytesOfBase64(link[1])).then(function (linkKey) {
      return wraps.links.reduce(function (found, wrap) {
        return found.catch(function () { return openSealed(linkKey, bytesOfBase64(wrap), "album-key"); });
      }, Promise.reject(new Error("no link")));
    }).catch(function () { throw new Error(T.privateRevoked); });
  }
  if (stored) return Promise.resolve(bytesOfBase64(stored));
  if (!wraps.password) return Promise.reject(new Error(T.privateNoKey));
  return askPassword(wraps);
}

function askPassword(wraps) {
  var form = document.getElementById("private-form"), input = document.getElementById("private-password");
  form.hidden = false;
  input.focus();
  return new Promise(function (resolve) {
    form.addEventListener("submit", function (event) {
      event.preventDefault();
      var enc = new TextEncoder();
      crypto.subtle.importKey("raw", enc.encode(input.value), "PBKDF2", false, ["deriveKey"]).then(function (base) {
        return crypto.subtle.deriveKey({ name: "PBKDF2", hash: "SHA-256", salt: bytesOfBase64(wraps.salt), iterations: wraps.iterations },
          base, { name: "AES-GCM", length: 256 }, false, ["decrypt"]);
      }).then(function (key) {
        return openSealed(key, bytesOfBase64(wraps.password), "album-key");
      }).then(function (albumKey) {
        form.hidden = true;
        resolve(albumKey);
      }, function () {
        privateMessage(T.privateWrongPassword);
        input.select();
      });
    });
  });
}

var privateTypes = { webp: "image/webp", jpg: "image/jpeg", jpeg: "image/jpeg", png: "image/png", gif: "image/gif",
  svg: "image/svg+xml", mp4: "video/mp4", webm: "video/webm", css: "text/css", js: "text/javascript", json: "application/json" };

// `url` as a path of the album's copy, seen from its page `page`; null for an address outside it.
function privatePath(page, url) {
  if (!url || /^([a-z]+:|#|\/)/i.test(url)) return null;
  var parts = page.split("/").slice(0, -1);
  url.split(/[?#]/)[0].split("/").forEach(function (part) {
    if (part === "..") parts.pop(); else if (part !== "." && part !== "") parts.push(part);
  });
  return parts.join("/");
}

function showPrivatePage(album, path) {
  var files = album.manifest.files, urls = album.urls;
  function open(file) {
    return loadSealed(files[file]).then(function (sealed) { return openSealed(album.key, sealed, files[file]); });
  }
  function blobURL(file) {
    if (!urls[file]) {
      urls[file] = open(file).then(function (plain) {
        return URL.createObjectURL(new Blob([plain], { type: privateTypes[file.split(".").pop().toLowerCase()] || "" }));
      });
    }
    return urls[file];
  }
  return open(path).then(function (plain) {
    var doc = new DOMParser().parseFromString(new TextDecoder().decode(plain), "text/html"), work = [];
    doc.querySelectorAll("script, link[rel=stylesheet], link[rel=icon]").forEach(function (node) { node.remove(); });
    ["href", "src", "poster", "data-video", "srcset"].forEach(function (name) {
      doc.querySelectorAll("[" + name + "]").forEach(function (node) {
        var value = node.getAttribute(name);
        if (name === "srcset") {
          var parts = value.split(",").map(function (item) {
            var bits = item.trim().split(/\s+/), file = privatePath(path, bits[0]);
            if (!file || !files[file]) return Promise.resolve(item);
            return blobURL(file).then(function (url) { return [url].concat(bits.slice(1)).join(" "); });
          });
          work.push(Promise.all(parts).then(function (list) { node.setAttribute(name, list.join(", ")); }));
          return;
        }
        var file = privatePath(path, value);
        if (!file || !files[file]) return;
        if (/\.html$/.test(file)) node.setAttribute(name, "#p=" + file);
        else work.push(blobURL(file).then(function (url) { node.setAttribute(name, url); }));
      });
    });
    return Promise.all(work).then(function () {
      document.title = doc.title;
      document.body.className = doc.body.className;
      document.body.replaceChildren.apply(document.body, Array.prototype.slice.call(doc.body.childNodes));
      for (var i = 0; i < setUps.length; i++) if (setUps[i] !== openPrivateAlbum) setUps[i]();
    });
  });
}

function openPrivateAlbum() {
  var data = document.getElementById("private-album");
  if (!data) return;
  // The album's pages are decrypted into this shell: their data files (On this day's) are sealed, not loadable.
  window.vitrineInsidePrivateAlbum = true;
  if (!window.crypto || !crypto.subtle) { privateMessage(T.privateUnsupported); return; }
  // A new key or page in the address (a link pasted into an open tab, a move to another page) is a fresh load.
  window.addEventListener("hashchange", function () {
    if (/^#[pk]=/.test(window.location.hash)) window.location.reload();
  });
  var wraps = JSON.parse(data.textContent);
  var albumID = window.location.pathname.split("/").slice(-2, -1)[0] || "album";
  privateAlbumKey(wraps, albumID).then(function (raw) {
    privateMessage(T.privateLoading);
    try { sessionStorage.setItem("vitrine-private-" + albumID, base64OfBytes(raw)); } catch (e) { /* private mode: ask again */ }
    return aesKey(raw).then(function (key) {
      var album = { key: key, urls: {} };
      return loadSealed("manifest").then(function (sealed) { return openSealed(key, sealed, "manifest"); }).then(function (plain) {
        album.manifest = JSON.parse(new TextDecoder().decode(plain));
        var wanted = /#p=([^&]+)/.exec(window.location.hash), path = wanted ? decodeURIComponent(wanted[1]) : album.manifest.start;
        if (!album.manifest.files[path]) path = album.manifest.start;
        // The key leaves the address bar once used; another page of the album is a fresh load of this one.
        history.replaceState(null, "", "#p=" + path);
        window.addEventListener("pagehide", function () {
          Object.keys(album.urls).forEach(function (file) { album.urls[file].then(URL.revokeObjectURL); });
        });
        return showPrivatePage(album, path);
      }, function (error) { throw new Error(T.privateTampered); });
    });
  }).catch(function (error) {
    privateMessage(error && error.message && /^[^\n]{1,200}$/.test(error.message) && Object.keys(T).some(function (k) { return T[k] === error.message; })
      ? error.message : T.privateTampered);
  });
}

whenReady(openPrivateAlbum);
