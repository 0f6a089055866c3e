// The contents of a rule book page (tarotwidgets.rulebook.RuleBookContents): a link to
// every rule. Voila draws a page's cells after the browser has looked for the address's
// #T3, so its own jump finds nothing and the page would open at its top: this brings
// the rule named in the address into view once it is drawn, and keeps it there while
// the page settles, until the reader scrolls.
function followHash() {
  const id = decodeURIComponent(location.hash.slice(1));
  if (!id || window.__tarotRuleBookFollowing) return;
  window.__tarotRuleBookFollowing = true;
  let stopped = false;
  for (const name of ["wheel", "touchstart", "keydown", "mousedown", "hashchange"]) {
    window.addEventListener(name, () => { stopped = true; }, { once: true, capture: true, passive: true });
  }
  const started = Date.now();
  let settledSince = Date.now();
  const tick = () => {
    if (stopped || Date.now() - started > 30000) return;
    const target = document.getElementById(id);
    if (target) {
      if (Math.abs(target.getBoundingClientRect().top) > 2) {
        target.scrollIntoView({ block: "start" });
        settledSince = Date.now();
      } else if (!document.getElementById("loading") && Date.now() - settledSince > 1500) {
        return; // in place, and nothing has moved it for a while
      }
    }
    setTimeout(tick, 100);
  };
  tick();
}

function render({ model, el }) {
  const draw = () => { el.innerHTML = model.get("value"); };
  draw();
  model.on("change:value", draw);
  followHash();
}

export default { render };
