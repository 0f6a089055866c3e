// The box for a number answer (tarotwidgets.lessons.NumberEntry): Enter checks it, as
// the button does. (The contents are progress.js.)
function render({ model, el }) {
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

export default { render };
