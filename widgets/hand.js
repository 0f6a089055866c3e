// The learner's cards as real <button>s: Tab reaches each, Enter/Space plays it.
// Python sends the cards (code, svg, label, legal); a click sends {kind: "click", card}
// back, and Python asks the engine whether the card may be played.
function render({ model, el }) {
  el.classList.add("tarot-hand");
  el.setAttribute("role", "group");

  function draw() {
    const active = document.activeElement;
    const hadFocus = el.contains(active);
    const focusedCode = hadFocus && active.dataset ? active.dataset.card : null;
    const focusedAt = hadFocus ? [...el.children].indexOf(active) : -1;
    el.setAttribute("aria-label", model.get("label"));
    el.dataset.seat = String(model.get("seat"));
    const buttons = model.get("cards").map((card) => {
      const button = document.createElement("button");
      button.type = "button";
      button.className = "tarot-card";
      button.dataset.card = card.code;
      if (card.legal !== null && card.legal !== undefined) {
        button.dataset.legal = String(card.legal);
      }
      if (card.new) {
        button.dataset.new = "true";
      }
      button.setAttribute("aria-label", card.label);
      if (card.description) {
        button.setAttribute("aria-description", card.description);
      }
      button.title = card.description ? `${card.label}: ${card.description}` : card.label;
      button.innerHTML = card.svg;
      button.addEventListener("click", () => model.send({ kind: "click", card: card.code }));
      return button;
    });
    el.replaceChildren(...buttons);
    if (hadFocus && buttons.length) {
      // keep the keyboard user's place: the same card, else its neighbour
      const same = buttons.find((b) => b.dataset.card === focusedCode);
      (same || buttons[Math.min(Math.max(focusedAt, 0), buttons.length - 1)]).focus();
    }
  }

  model.on("change:cards", draw);
  model.on("change:label", draw);
  draw();
}

export default { render };
