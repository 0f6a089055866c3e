// The choices of a phase before or between tricks (bid, declare, yes/no) as real
// <button>s in labelled groups: Tab reaches each, Enter/Space chooses it. Python sends
// the choices; a click sends {kind: "choose", index} back, and the engine judges it.
function render({ model, el }) {
  el.classList.add("tarot-choices");

  function draw() {
    const active = document.activeElement;
    const focusedAt = el.contains(active) && active.dataset ? active.dataset.index : null;
    el.setAttribute("role", "group");
    el.setAttribute("aria-label", model.get("label"));
    const groups = [];
    let current = null;
    for (const choice of model.get("choices")) {
      if (!current || current.name !== choice.group) {
        current = { name: choice.group, buttons: [] };
        groups.push(current);
      }
      const button = document.createElement("button");
      button.type = "button";
      button.className = "tarot-choice";
      button.dataset.index = String(choice.index);
      button.dataset.kind = choice.kind;
      button.dataset.choice = choice.id;
      if (choice.suggested) {
        button.dataset.suggested = "true";
      }
      button.textContent = choice.label;
      if (choice.description) {
        button.title = choice.description;
        button.setAttribute("aria-description", choice.description);
      }
      button.addEventListener("click", () => model.send({ kind: "choose", index: choice.index }));
      current.buttons.push(button);
    }
    el.replaceChildren(...groups.map((group) => {
      const row = document.createElement("div");
      row.className = "tarot-choice-group";
      if (group.name) {
        const heading = document.createElement("span");
        heading.className = "tarot-choice-heading";
        heading.textContent = group.name;
        row.append(heading);
      }
      row.append(...group.buttons);
      return row;
    }));
    if (focusedAt !== null) {
      const buttons = [...el.querySelectorAll("button")];
      (buttons.find((b) => b.dataset.index === focusedAt) || buttons[0])?.focus();
    }
  }

  model.on("change:choices", draw);
  model.on("change:label", draw);
  draw();
}

export default { render };
