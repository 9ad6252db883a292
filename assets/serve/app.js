// The page of `reglament serve`: an editor with live diagnostics beside the rendered document.
// Everything is computed by the server (the same library as the command line); this script only
// moves text and JSON and draws them.
"use strict";

const WORDS = {
  bg: {
    open: "Отворете файл…", findings: "Забележки", none: "Няма забележки.",
    errors: n => `грешки: ${n}`, warnings: n => `предупреждения: ${n}`,
    import: "Внасяне", save: "Запис", saved: "Записано", checking: "Проверка…",
    explain: "обяснение", fix: "поправи", unsaved: "незаписано",
    conflict: "Файлът е променен на диска след отварянето. Презаредете го, преди да запишете.",
    failed: "Грешка: ", drop: "Пуснете файла тук (.txt, .docx, .html)",
    noPreview: "Документът не може да бъде показан, докато има грешки при четенето.",
  },
  uk: {
    open: "Відкрийте файл…", findings: "Зауваження", none: "Зауважень немає.",
    errors: n => `помилки: ${n}`, warnings: n => `попередження: ${n}`,
    import: "Імпорт", save: "Зберегти", saved: "Збережено", checking: "Перевірка…",
    explain: "пояснення", fix: "виправити", unsaved: "не збережено",
    conflict: "Файл змінено на диску після відкриття. Перезавантажте його, перш ніж зберігати.",
    failed: "Помилка: ", drop: "Перетягніть файл сюди (.txt, .docx, .html)",
    noPreview: "Документ не можна показати, доки є помилки читання.",
  },
  en: {
    open: "Open a file…", findings: "Findings", none: "No findings.",
    errors: n => `errors: ${n}`, warnings: n => `warnings: ${n}`,
    import: "Import", save: "Save", saved: "Saved", checking: "Checking…",
    explain: "explain", fix: "fix", unsaved: "unsaved",
    conflict: "The file was changed on disk after it was opened. Reload it before saving.",
    failed: "Error: ", drop: "Drop the file here (.txt, .docx, .html)",
    noPreview: "The document cannot be shown while the file has reading errors.",
  },
};

const $ = id => document.getElementById(id);
const state = { path: null, version: null, lang: "bg", diagnostics: [], dirty: false, seq: 0, timer: null };

function words() { return WORDS[state.lang] || WORDS.bg; }

function setLang(lang) {
  state.lang = WORDS[lang] ? lang : "bg";
  document.documentElement.lang = state.lang;
  const w = words();
  $("import-text").textContent = w.import;
  $("save").textContent = w.save;
  $("findings-title").textContent = w.findings;
  $("drop").textContent = w.drop;
  const first = $("files").options[0];
  if (first && first.value === "") first.textContent = w.open;
}

function status(text) { $("status").textContent = text; }

async function api(method, url, body, headers) {
  const init = { method, headers: Object.assign({}, headers || {}) };
  if (body !== undefined) {
    if (body instanceof ArrayBuffer || body instanceof Blob) {
      init.body = body;
    } else {
      init.body = JSON.stringify(body);
      init.headers["Content-Type"] = "application/json";
    }
  }
  const response = await fetch(url, init);
  const type = response.headers.get("Content-Type") || "";
  const data = type.includes("json") ? await response.json() : await response.blob();
  if (!response.ok) {
    const error = new Error((data && data.error) || response.statusText);
    error.status = response.status;
    throw error;
  }
  return data;
}

// ---------------------------------------------------------------- files

async function loadFiles(select) {
  const data = await api("GET", "/api/files");
  const list = $("files");
  list.innerHTML = "";
  const placeholder = document.createElement("option");
  placeholder.value = "";
  placeholder.textContent = words().open;
  list.appendChild(placeholder);
  for (const f of data.files) {
    const option = document.createElement("option");
    option.value = f.path;
    option.textContent = f.path;
    list.appendChild(option);
  }
  if (data.lang) setLang(data.lang);
  if (select) list.value = select;
}

async function open(path) {
  if (!path) return;
  const data = await api("GET", "/api/file?path=" + encodeURIComponent(path));
  show(data.path, data.text, data.version);
}

function show(path, text, version) {
  state.path = path;
  state.version = version;
  $("text").value = text;
  state.dirty = version === null;
  $("save").disabled = !state.dirty;
  location.hash = encodeURIComponent(path);
  if ($("files").value !== path) {
    if (![...$("files").options].some(o => o.value === path)) {
      const option = document.createElement("option");
      option.value = path;
      option.textContent = path;
      $("files").appendChild(option);
    }
    $("files").value = path;
  }
  drawGutter();
  check();
}

// ---------------------------------------------------------------- checking

function scheduleCheck() {
  clearTimeout(state.timer);
  state.timer = setTimeout(check, 300);
}

async function check() {
  if (state.path === null) return;
  const seq = ++state.seq;
  status(words().checking);
  let data;
  try {
    data = await api("POST", "/api/check", { path: state.path, text: $("text").value });
  } catch (e) {
    status(words().failed + e.message);
    return;
  }
  if (seq !== state.seq) return; // a newer check is under way
  setLang(data.lang);
  state.diagnostics = data.diagnostics;
  drawMarkers();
  drawFindings();
  $("preview").srcdoc = data.preview || `<p style="font-family:sans-serif">${escapeHtml(words().noPreview)}</p>`;
  status(state.dirty ? words().unsaved : "");
}

function escapeHtml(s) {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

function drawMarkers() {
  const text = $("text").value;
  const spans = state.diagnostics
    .filter(d => d.from !== null)
    .map(d => ({ from: d.from, to: Math.max(d.to, d.from + 1), severity: d.severity, code: d.code }))
    .sort((a, b) => a.from - b.from || b.to - a.to);
  let html = "";
  let at = 0;
  for (const s of spans) {
    if (s.from < at) continue; // overlapping: the first one is shown
    const to = Math.min(s.to, text.length);
    html += escapeHtml(text.slice(at, s.from));
    html += `<mark class="${s.severity}" data-code="${s.code}">${escapeHtml(text.slice(s.from, to))}</mark>`;
    at = to;
  }
  html += escapeHtml(text.slice(at)) + "\n";
  $("backdrop").innerHTML = html;
  syncScroll();
}

function drawFindings() {
  const list = $("findings");
  list.innerHTML = "";
  const w = words();
  const count = sev => state.diagnostics.filter(d => d.severity === sev).length;
  $("counts").textContent = `— ${w.errors(count("error"))}, ${w.warnings(count("warning"))}`;
  if (state.diagnostics.length === 0) {
    const li = document.createElement("li");
    li.textContent = w.none;
    list.appendChild(li);
    return;
  }
  state.diagnostics.forEach(d => {
    const li = document.createElement("li");
    li.className = d.severity;
    li.dataset.code = d.code;
    const code = document.createElement("span");
    code.className = "code";
    code.textContent = `${d.code} `;
    const where = document.createElement("span");
    where.className = "where";
    where.textContent = d.line ? `${d.line}:${d.column} ` : "";
    const msg = document.createElement("span");
    msg.className = "msg";
    msg.textContent = d.message;
    li.append(code, where, msg);
    if (d.help) {
      const help = document.createElement("span");
      help.className = "help";
      help.textContent = d.help;
      li.appendChild(help);
    }
    const explain = document.createElement("a");
    explain.href = "#";
    explain.className = "explain";
    explain.textContent = w.explain;
    explain.addEventListener("click", e => { e.preventDefault(); e.stopPropagation(); toggleExplain(li, d.code); });
    li.appendChild(explain);
    if (d.fix) {
      const fix = document.createElement("button");
      fix.type = "button";
      fix.className = "fix";
      fix.textContent = `${w.fix}: ${d.fix.title}`;
      fix.addEventListener("click", e => { e.stopPropagation(); applyFix(d.fix); });
      li.appendChild(fix);
    }
    li.addEventListener("click", () => goTo(d));
    list.appendChild(li);
  });
}

async function toggleExplain(li, code) {
  const old = li.querySelector("pre.doc");
  if (old) { old.remove(); return; }
  const data = await api("GET", `/api/explain?code=${encodeURIComponent(code)}&lang=${state.lang}`);
  const pre = document.createElement("pre");
  pre.className = "doc";
  pre.textContent = data.text;
  pre.addEventListener("click", e => e.stopPropagation());
  li.appendChild(pre);
}

function goTo(d) {
  if (d.from === null) return;
  const area = $("text");
  area.focus();
  area.setSelectionRange(d.from, Math.max(d.to, d.from));
  const line = area.value.slice(0, d.from).split("\n").length - 1;
  const height = parseFloat(getComputedStyle(area).lineHeight) || 18;
  area.scrollTop = Math.max(0, line * height - area.clientHeight / 3);
  syncScroll();
}

function applyFix(fix) {
  let text = $("text").value;
  // Edits are applied from the last to the first so that earlier offsets stay valid.
  const edits = [...fix.edits].sort((a, b) => b.from - a.from);
  for (const e of edits) text = text.slice(0, e.from) + e.insert + text.slice(e.to);
  $("text").value = text;
  edited();
}

// ---------------------------------------------------------------- editor

function drawGutter() {
  const lines = $("text").value.split("\n").length;
  let s = "";
  for (let i = 1; i <= lines; i++) s += i + "\n";
  $("gutter").textContent = s;
  syncScroll();
}

function syncScroll() {
  const area = $("text");
  $("backdrop").scrollTop = area.scrollTop;
  $("backdrop").scrollLeft = area.scrollLeft;
  $("gutter").scrollTop = area.scrollTop;
}

function edited() {
  state.dirty = true;
  $("save").disabled = false;
  status(words().unsaved);
  drawGutter();
  drawMarkers();
  scheduleCheck();
}

async function save() {
  if (state.path === null) return;
  try {
    const data = await api("POST", "/api/save", { path: state.path, text: $("text").value, base: state.version });
    state.version = data.version;
    state.dirty = false;
    $("save").disabled = true;
    status(words().saved);
    await loadFiles(state.path);
  } catch (e) {
    status(words().failed + (e.status === 409 ? words().conflict : e.message));
  }
}

// ---------------------------------------------------------------- import and export

async function importFile(file) {
  const bytes = await file.arrayBuffer();
  try {
    const data = await api("POST", "/api/import", bytes, {
      "X-Reglament": "import",
      "X-File-Name": encodeURIComponent(file.name),
      "Content-Type": "application/octet-stream",
    });
    show(data.path, data.text, null);
  } catch (e) {
    status(words().failed + e.message);
  }
}

async function exportDocument(format) {
  if (state.path === null) return;
  try {
    const blob = await api("POST", "/api/export", { path: state.path, text: $("text").value, format });
    const link = document.createElement("a");
    link.href = URL.createObjectURL(blob);
    link.download = state.path.replace(/^.*\//, "").replace(/\.[^.]*$/, "") + "." + format;
    document.body.appendChild(link);
    link.click();
    link.remove();
  } catch (e) {
    status(words().failed + e.message);
  }
}

// ---------------------------------------------------------------- wiring

window.addEventListener("DOMContentLoaded", async () => {
  setLang("bg");
  const area = $("text");
  area.addEventListener("input", edited);
  area.addEventListener("scroll", syncScroll);
  $("files").addEventListener("change", e => open(e.target.value));
  $("save").addEventListener("click", save);
  $("import").addEventListener("change", e => { if (e.target.files[0]) importFile(e.target.files[0]); });
  $("export-html").addEventListener("click", () => exportDocument("html"));
  $("export-pdf").addEventListener("click", () => exportDocument("pdf"));
  document.addEventListener("keydown", e => {
    if ((e.ctrlKey || e.metaKey) && e.key === "s") { e.preventDefault(); save(); }
  });
  document.addEventListener("dragover", e => { e.preventDefault(); $("drop").hidden = false; });
  document.addEventListener("dragleave", e => { if (e.target === $("drop")) $("drop").hidden = true; });
  document.addEventListener("drop", e => {
    e.preventDefault();
    $("drop").hidden = true;
    if (e.dataTransfer.files[0]) importFile(e.dataTransfer.files[0]);
  });
  const hash = decodeURIComponent(location.hash.slice(1));
  await loadFiles(hash);
  if (hash) await open(hash);
});
