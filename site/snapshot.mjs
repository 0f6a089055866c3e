// A memory snapshot of Pyodide with the pages' heavy modules already imported, made by
// scripts/build_site in Node (the site's own pyodide.asm.wasm, so the browser can restore it):
//
//   node site/snapshot.mjs <pyodide.mjs> <site's static/pyodide/> <output file> <import statement>
//
// Starting Python and importing IPython, ipywidgets and tarotlib takes each browser about
// 3.5 s; restoring this snapshot about 0.3 s. Every wheel of the lock file is unpacked
// into site-packages first (as the kernel's loadPackage does), then the modules are
// imported. Only modules that hold no JavaScript object can be in a snapshot: the
// kernel's own (pyodide_kernel, ipykernel) and tarotwidgets, which imports them, are
// imported after the restore. The output is gzip-compressed (the page's worker
// decompresses it with DecompressionStream).
import { readFileSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { pathToFileURL } from "node:url";

const [pyodideModule, staticDir, output, imports] = process.argv.slice(2);
if (!imports) {
  console.error("usage: node snapshot.mjs <pyodide.mjs> <static/pyodide/> <output> <import statement>");
  process.exit(2);
}
const { loadPyodide } = await import(pathToFileURL(pyodideModule).href);
const py = await loadPyodide({ indexURL: staticDir, _makeSnapshot: true });
const lock = JSON.parse(readFileSync(`${staticDir}/pyodide-lock.json`, "utf8"));
const sitePackages = py.runPython("import sysconfig; sysconfig.get_path('purelib')");
for (const pkg of Object.values(lock.packages)) {
  if (pkg.file_name.endsWith(".whl")) {
    const wheel = new Uint8Array(readFileSync(`${staticDir}/${pkg.file_name}`));
    py.unpackArchive(wheel, "wheel", { extractDir: sitePackages });
  }
}
py.runPython(imports);
const snapshot = py.makeMemorySnapshot();
writeFileSync(output, gzipSync(snapshot, { level: 6 }));
console.log(`${snapshot.length} bytes of memory`);
