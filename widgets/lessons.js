// The lessons' two small front-end parts: the contents (with the jump to a step named
// in the address) and the box for a number answer (Enter checks it, as the button does).

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

function renderContents({ model, el }) {
  const draw = () => { el.innerHTML = model.get("value"); };
  draw();
  model.on("change:value", draw);
  followHash();
}

function renderNumber({ model, el }) {
  el.classList.add("tarot-number");
  const label = document.createElement("label");
  const text = document.createElement("span");
  text.className = "tarot-number-label";
  text.textContent = model.get("label");
  const input = document.createElement("input");
  input.type = "text";
  input.inputMode = "numeric";
  input.autocomplete = "off";
  input.size = 6;
  label.append(text, input);
  const button = document.createElement("button");
  button.type = "button";
  button.className = "tarot-check jupyter-button";
  button.textContent = model.get("check");
  const send = () => model.send({ kind: "answer", text: input.value });
  input.addEventListener("keydown", (event) => {
    if (event.key === "Enter") {
      event.preventDefault();
      send();
    }
  });
  button.addEventListener("click", send);
  el.replaceChildren(label, button);
}

function render(context) {
  if (context.model.get("kind") === "number") renderNumber(context);
  else renderContents(context);
}

export default { render };
