// How the pyodide kernel's worker starts Python on the static site. scripts/build_site puts
// this object into jupyterlite-pyodide-kernel 0.7.0's worker bundles (KERNEL_START there):
//
//   (self.__tarotKernel = <this>).startEarly();          // first statement of the worker
//   ...
//   this._pyodide = await self.__tarotKernel.python(loadPyodide, {indexURL, stdout, stderr}, o)
//
// in the kernel's initRuntime, where o is the kernel's loadPyodideOptions (jupyter-lite.json).
//
// - Started with the page: each page's head starts the kernel's worker at once (build_site's
//   EARLY_WORKER_JS), its URL ending in "#tarot-early=<the page's kernel settings>", and the
//   kernel takes that worker instead of making one when voici's scripts are loaded (about a
//   second later). Python starts in the meantime, in parallel with them (startEarly), and
//   imports the kernel's modules; the kernel's initRuntime then takes that Python if the
//   settings are the same, else it starts Python again as below.
// - tarotSnapshotURL: a memory snapshot of Python with the heavy modules imported
//   (site/snapshot.mjs), restored instead of starting Python and importing them. When it
//   is missing or unreadable, Python starts from scratch.
// - tarotBundleURL: every file of the lock file's packages in one gzip file (made by
//   build_site's write_bundle, format below), written into site-packages before Python
//   starts, instead of Pyodide's loadPackage of o.packages: that downloads each wheel,
//   checks its hash and unzips it in Python, one after the other (about a second of each
//   page on a fast machine). The packages are then marked as loaded (the bookkeeping of
//   loadPackage), so that a later loadPackage of them (the kernel loads the packages a
//   cell imports) does nothing. When the bundle is missing or unreadable, loadPackage
//   installs the wheels as before.
// - Both files are gzip files; their decompressed bytes are kept in the browser's Cache
//   Storage (where it has one: a secure context, https or localhost) under the file's URL,
//   whose ``?v=<hash>&bytes=<size decompressed>`` names the build (build_site's
//   versioned_url; a copy of another size is not used), so that a second visit reads them
//   instead of decompressing 50 MB again (about half a second of the worker on this
//   machine). The snapshot is handed to loadPyodide as a promise, so that Pyodide's own
//   script and WebAssembly load while it is read; if it cannot be read, Python starts
//   from scratch.
//
// Bundle format (after gunzip): the 8 bytes "TAROTSP1", a little-endian uint32 n, n bytes
// of JSON {"packages": [lock file names], "files": [[path below site-packages, size], ...]},
// then the files' bytes one after the other in that order.
// Only what a worker has; no top-level statement (this is one expression).
({
  bundle: undefined, // undefined: no bundle asked for; null: it failed; else the package names
  stored: null, // the promise of the Cache Storage that keeps the decompressed files, or of null
  early: null, // Python started with the page: {indexURL, options, python: Promise}
  out: null, // the kernel's stdout and stderr, once it has taken that Python
  buffered: [], // what that Python printed before
  startEarly() {
    if (typeof WorkerGlobalScope === "undefined" || !(self instanceof WorkerGlobalScope)) return;
    const at = self.location.hash.indexOf("tarot-early=");
    if (at < 0) return;
    try {
      const early = JSON.parse(decodeURIComponent(self.location.hash.slice(at + 12)));
      importScripts(early.pyodideUrl);
      const print = (level) => (text) => (this.out ? this.out[level](text) : this.buffered.push([level, text]));
      const base = { indexURL: early.indexURL, stdout: print("stdout"), stderr: print("stderr") };
      const python = this.boot(self.loadPyodide, base, early.options).then(async (py) => {
        // what the kernel's initKernel imports first
        await py.runPythonAsync("import pyodide_kernel");
        return py;
      });
      python.catch(() => {}); // awaited in python()
      this.early = { indexURL: early.indexURL, options: early.options, python };
    } catch (x) {
      console.warn("tarotlib: Python not started with the page (" + x + ")");
    }
  },
  async python(loadPyodide, base, o) {
    const early = this.early;
    this.early = null;
    if (early && early.indexURL === base.indexURL && JSON.stringify(early.options) === JSON.stringify(o)) {
      try {
        const py = await early.python;
        this.out = { stdout: base.stdout, stderr: base.stderr };
        for (const [level, text] of this.buffered.splice(0)) this.out[level](text);
        console.log("tarotlib: Python started with the page");
        return py;
      } catch (x) {
        console.warn("tarotlib: Python started with the page failed (" + x + "): it starts again");
      }
    } else if (early) {
      console.warn("tarotlib: the kernel's settings are not the page's: Python starts again");
    }
    return this.boot(loadPyodide, base, o);
  },
  async boot(loadPyodide, base, o) {
    const extra = this.options(o);
    let py;
    try {
      py = await loadPyodide({ ...base, ...o, ...extra });
    } catch (x) {
      // without the snapshot: it could not be read (loadPyodide stopped there, before making
      // a Python; the warning is out), or it was read and did not restore, perhaps a broken
      // copy kept by an earlier visit, which goes
      const snapshot = extra._loadSnapshot;
      if (!snapshot) throw x;
      if (await snapshot.then(() => true, () => false)) {
        console.warn("tarotlib: no Python snapshot (it did not restore: " + x + "): Python starts from scratch");
        this.store()
          .then((store) => store && store.delete(new URL(o.tarotSnapshotURL, self.location.href).href))
          .catch(() => {}); // not kept, or not deletable: the next visit tries it again
      }
      delete extra._loadSnapshot;
      py = await loadPyodide({ ...base, ...o, ...extra });
    }
    await this.after(py);
    return py;
  },
  async gunzipped(url) {
    url = new URL(url, self.location.href).href;
    // the size after decompression, from the URL (build_site): a kept copy of another size
    // is not used (a snapshot that does not fit makes Pyodide wait for ever)
    const bytes = Number(new URL(url).searchParams.get("bytes")) || null;
    const store = await this.store();
    if (store) {
      try {
        const kept = await store.match(url);
        const raw = kept && (await kept.arrayBuffer());
        if (raw && (bytes === null || raw.byteLength === bytes)) {
          console.log("tarotlib: " + url.slice(url.lastIndexOf("/") + 1) + " read decompressed from the browser's cache");
          return raw;
        }
      } catch (x) {} // read it as if it were not kept
    }
    const response = await fetch(url);
    if (!response.ok) throw new Error("HTTP " + response.status);
    const raw = await new Response(response.body.pipeThrough(new DecompressionStream("gzip"))).arrayBuffer();
    if (bytes !== null && raw.byteLength !== bytes) throw new Error(raw.byteLength + " bytes, expected " + bytes);
    if (store) this.keep(store, url, raw);
    return raw;
  },
  store() {
    if (!this.stored) {
      this.stored = self.caches ? caches.open("tarotlib-decompressed").catch(() => null) : Promise.resolve(null);
    }
    return this.stored;
  },
  keep(store, url, raw) {
    // a Response copies the bytes as it is made (before Pyodide gets them); the copy of an
    // earlier build goes: the same file, another ?v=
    const file = url.split("?")[0];
    store.put(url, new Response(raw))
      .then(() => store.keys())
      .then((kept) => Promise.all(kept.filter((r) => r.url.split("?")[0] === file && r.url !== url).map((r) => store.delete(r))))
      .catch(() => {}); // a full quota: the next visit decompresses again
  },
  options(o) {
    const out = {};
    this.packages = (o && o.packages) || [];
    if (o && o.tarotBundleURL) {
      const files = this.gunzipped(o.tarotBundleURL);
      files.catch(() => {}); // awaited in fsInit
      out.packages = []; // loadPackage would fetch and unzip every wheel again
      out.fsInit = async (FS, info) => {
        try {
          this.bundle = this.unpack(FS, info.sitePackages, await files);
        } catch (x) {
          console.warn("tarotlib: no package bundle (" + x + "): the wheels are installed one by one");
          this.bundle = null;
        }
      };
    }
    if (o && o.tarotSnapshotURL) {
      out._loadSnapshot = this.gunzipped(o.tarotSnapshotURL);
      out._loadSnapshot.catch((x) => console.warn("tarotlib: no Python snapshot (" + x + "): Python starts from scratch"));
    }
    return out;
  },
  unpack(FS, sitePackages, buffer) {
    const bytes = new Uint8Array(buffer);
    const text = new TextDecoder();
    if (text.decode(bytes.subarray(0, 8)) !== "TAROTSP1") throw new Error("not a package bundle");
    const size = new DataView(buffer).getUint32(8, true);
    const head = JSON.parse(text.decode(bytes.subarray(12, 12 + size)));
    const made = new Set();
    let at = 12 + size;
    for (const [path, length] of head.files) {
      const file = sitePackages + "/" + path;
      const dir = file.slice(0, file.lastIndexOf("/"));
      if (!made.has(dir)) {
        FS.mkdirTree(dir);
        made.add(dir);
      }
      FS.writeFile(file, bytes.subarray(at, at + length), { canOwn: true });
      at += length;
    }
    if (at !== bytes.length) throw new Error("package bundle of " + bytes.length + " bytes, expected " + at);
    return head.packages;
  },
  async after(pyodide) {
    if (this.bundle === null) {
      await pyodide.loadPackage(this.packages); // the bundle failed: the wheels as Pyodide installs them
    } else if (this.bundle) {
      for (const name of this.bundle) pyodide.loadedPackages[name] = "default channel";
      pyodide.runPython("import importlib; importlib.invalidate_caches()");
      console.log("tarotlib: " + this.bundle.length + " packages from the bundle");
    }
  },
})
