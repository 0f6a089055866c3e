// A lesson's contents (tarotwidgets.progress): the steps, the exercises done and the
// step reached, kept in the browser's local storage; the jump to a step named in the
// address. Python decides what is kept: this side reads the storage and tells Python
// what it found, writes what Python sets as ``record``, and reports the learner's
// scrolling and "start again".

// Voila draws a page's cells after the browser has looked for the address's #step-...,
// so its own jump finds nothing and the page opens at its top. The contents, drawn
// first, wait for the step's heading and keep it in view while the widgets above it
// are still drawn (they push it down), until the page is settled or the reader scrolls.
function followHash() {
  if (window.__tarotFollowingHash) return;
  window.__tarotFollowingHash = true;
  const id = decodeURIComponent(location.hash.slice(1));
  if (!id) return;
  let stopped = false;
  const stop = () => { stopped = true; };
  for (const name of ["wheel", "touchstart", "keydown", "mousedown", "hashchange"]) {
    window.addEventListener(name, stop, { once: true, capture: true, passive: true });
  }
  const started = Date.now();
  let settledSince = 0;
  const loading = () => document.getElementById("loading")
    || document.querySelector('script[type="application/vnd.voila.cell-output+json"]');
  const tick = () => {
    if (stopped || Date.now() - started > 30000) return;
    const target = document.getElementById(id);
    if (target) {
      const top = target.getBoundingClientRect().top;
      if (Math.abs(top) > 2) {
        target.scrollIntoView({ block: "start" });
        settledSince = Date.now();
      } else if (!loading() && Date.now() - settledSince > 1500) {
        return; // in place, and nothing has moved it for a while
      }
    }
    setTimeout(tick, 100);
  };
  tick();
}

// The storage may be missing or refuse (a private window, a sandboxed frame, full):
// then nothing is kept, and the page works as before.
function readStored(key) {
  try {
    const text = window.localStorage.getItem(key);
    return text ? JSON.parse(text) : null;
  } catch (error) {
    return null;
  }
}

function storageWorks() {
  try {
    const probe = "tarotlib-progress-probe";
    window.localStorage.setItem(probe, "1");
    window.localStorage.removeItem(probe);
    return true;
  } catch (error) {
    return false;
  }
}

function writeStored(key, record) {
  try {
    const text = JSON.stringify(record);
    if (window.localStorage.getItem(key) !== text) window.localStorage.setItem(key, text);
  } catch (error) {
    // not kept: the page's own progress still shows
  }
}

// Voila still runs cells or draws widgets (as WIDGETS_READY_JS in scripts/voila_server.py).
function pageLoading() {
  return Boolean(document.getElementById("loading")
    || document.querySelector('script[type="application/vnd.voila.cell-output+json"]')
    || [...document.querySelectorAll(".jp-OutputArea-output")].some(
      (out) => out.children.length === 0 && out.textContent.trim().startsWith("Loading widget")));
}

// The step the reader is at: the last step heading that has come into the upper third
// of the window (Voila scrolls its cells in a box of their own, so every scroll of the
// page is listened to).
function currentStep() {
  let found = "";
  for (const anchor of document.querySelectorAll('.tarot-step-anchor[id^="step-"]')) {
    if (anchor.getBoundingClientRect().top > window.innerHeight / 3) break;
    found = anchor.id.slice("step-".length);
  }
  return found;
}

function render({ model, el }) {
  const key = model.get("storage_key");
  const draw = () => { el.innerHTML = model.get("value"); };
  draw();
  model.on("change:value", draw);

  // a page on its way out (another page's link, a reload) has no kernel to tell any more
  const tell = (content) => {
    try {
      model.send(content);
    } catch (error) {
      // nothing to keep: the page is closing
    }
  };
  let sent = "";
  const onRecord = () => {
    const record = model.get("record");
    writeStored(key, record);
    if (!record.step) sent = ""; // started again: the step the reader is at counts anew
  };
  model.on("change:record", onRecord);
  tell({ kind: "restore", record: readStored(key), available: storageWorks() });

  // another tab of the same game (the other language) changed what is kept
  const onStorage = (event) => {
    if (event.key === key) tell({ kind: "restore", record: readStored(key), available: true });
  };
  window.addEventListener("storage", onStorage);

  // counted once the scrolling has stopped and the page is drawn: while Voila still
  // draws widgets (and followHash moves the page), headings pass by that nobody read
  let timer = 0;
  const settle = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (pageLoading()) {
        settle();
        return;
      }
      const step = currentStep();
      if (step && step !== sent) {
        sent = step;
        tell({ kind: "reached", step });
      }
    }, 500);
  };
  document.addEventListener("scroll", settle, { capture: true, passive: true });

  // "start again" asks once more before anything is forgotten
  el.addEventListener("click", (event) => {
    const button = event.target.closest("button[data-action]");
    if (!button || !el.contains(button)) return;
    const confirm = el.querySelector(".tarot-progress-confirm");
    const ask = el.querySelector(".tarot-progress-reset");
    const action = button.dataset.action;
    if (action === "ask") {
      confirm.hidden = false;
      ask.hidden = true;
      confirm.querySelector(".tarot-progress-no").focus();
    } else if (action === "keep") {
      confirm.hidden = true;
      ask.hidden = false;
      ask.focus();
    } else if (action === "start-again") {
      tell({ kind: "start-again" });
    }
  });

  followHash();
  return () => {
    window.removeEventListener("storage", onStorage);
    document.removeEventListener("scroll", settle, { capture: true });
    clearTimeout(timer);
    model.off("change:value", draw);
    model.off("change:record", onRecord);
  };
}

export default { render };
