// The opponents' level a learner chose on a play widget (tarotwidgets.play.LevelMemory),
// kept in the browser's local storage, one entry a game, so a reload or a visit the next
// day starts at it. Python decides: this side tells it what the storage holds when drawn,
// and writes what Python sets as ``level``. Storage missing or refusing (a private
// window): nothing is kept, and the page works as before.
function readStored(key) {
  try {
    return window.localStorage.getItem(key) || "";
  } catch (error) {
    return "";
  }
}

function writeStored(key, level) {
  try {
    if (level && window.localStorage.getItem(key) !== level) window.localStorage.setItem(key, level);
  } catch (error) {
    // not kept: the page's own choice still holds
  }
}

export default {
  render({ model }) {
    const key = model.get("storage_key");
    model.send({ kind: "restore", level: readStored(key) });
    const changed = () => writeStored(key, model.get("level"));
    model.on("change:level", changed);
    return () => model.off("change:level", changed);
  },
};
