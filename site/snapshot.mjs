// A memory snapshot of Pyodide with the pages' heavy modules already imported, made by
// scripts/build_site in Node (the site's own pyodide.asm.wasm, so the browser can restore it):
//
//   node site/snapshot.mjs <pyodide.mjs> <site's static/pyodide/> <output file> <import statement> [<bundle>]
//
// Starting Python and importing IPython, ipywidgets and tarotlib takes each browser about
// 3.5 s; restoring this snapshot about 0.3 s. The packages' files are written into
// site-packages first as each page's kernel writes them (build_site's package bundle, with
// site/kernel-start.js's own code), or without a bundle every wheel of the lock file is
// unpacked there; then the modules are imported. Only modules that hold no JavaScript
// object can be in a snapshot: the kernel's own (pyodide_kernel, ipykernel) are imported
// after the restore (tarotwidgets, which patches the kernel, waits for it). The output is
// gzip-compressed (the page's worker decompresses it with DecompressionStream).
import { readFileSync, writeFileSync } from "node:fs";
import { gunzipSync, gzipSync } from "node:zlib";
import { pathToFileURL } from "node:url";

const [pyodideModule, staticDir, output, imports, bundle] = process.argv.slice(2);
if (!imports) {
  console.error("usage: node snapshot.mjs <pyodide.mjs> <static/pyodide/> <output> <import statement> [<bundle>]");
  process.exit(2);
}
const { loadPyodide } = await import(pathToFileURL(pyodideModule).href);
const py = await loadPyodide({ indexURL: staticDir, _makeSnapshot: true });
const sitePackages = py.runPython("import sysconfig; sysconfig.get_path('purelib')");
if (bundle) {
  const start = eval(readFileSync(new URL("kernel-start.js", import.meta.url), "utf8"));
  const raw = gunzipSync(readFileSync(bundle));
  const packages = start.unpack(py.FS, sitePackages, raw.buffer.slice(raw.byteOffset, raw.byteOffset + raw.length));
  console.error(`${packages.length} packages from the bundle`);
  py.runPython("import importlib; importlib.invalidate_caches()");
} else {
  const lock = JSON.parse(readFileSync(`${staticDir}/pyodide-lock.json`, "utf8"));
  for (const pkg of Object.values(lock.packages)) {
    if (pkg.file_name.endsWith(".whl")) {
      const wheel = new Uint8Array(readFileSync(`${staticDir}/${pkg.file_name}`));
      py.unpackArchive(wheel, "wheel", { extractDir: sitePackages });
    }
  }
}
py.runPython(imports);
const snapshot = py.makeMemorySnapshot();
writeFileSync(output, gzipSync(snapshot, { level: 9 })); // as fast to gunzip as level 6, 0.3 MB smaller
console.log(`${snapshot.length} bytes of memory`);
