// The page of `reglament serve`: a code editor (CodeMirror 6, bundled in assets/serve/
// codemirror.js as the global `CM`) with the findings as she types, beside the document.
// Everything about the regulation is computed by the server (the same library as the command
// line); this script moves text and JSON, draws them, and keeps her work: nothing typed is lost
// by switching files, leaving the page, or a crash (a draft is kept in the browser).
"use strict";

// Script errors are kept for the browser tests (and shown in the console as ever).
window.reglamentErrors = [];
window.addEventListener("error", e => window.reglamentErrors.push(String(e.message)));
window.addEventListener("unhandledrejection", e => window.reglamentErrors.push(String(e.reason)));

// ------------------------------------------------------------------------------- her words

const WORDS = {
  bg: {
    open: "Изберете файл…", findings: "Забележки", none: "Няма забележки.",
    errors: n => `грешки: ${n}`, warnings: n => `предупреждения: ${n}`, more: n => `… и още ${n}`,
    import: "Внасяне", save: "Запис", saved: t => `Записано в ${t}`, checking: "Проверка…",
    explain: "обяснение", hideExplain: "скрий обяснението", fix: "поправи", fixAll: n => `Поправи всички (${n})`,
    unsaved: "Има незаписани промени", busy: "Редакторът е зает; нов опит след малко…",
    failed: "Грешка: ", drop: "Пуснете документа тук (.docx, .odt, .pdf, .txt, .html)",
    importing: "Внасяне на документа…", imported: "Внесено като чернова; прегледайте забележките и запишете.",
    exporting: f => `Подготвя се ${f.toUpperCase()}…`, exported: f => `${f.toUpperCase()} е готов.`,
    lastGood: "Текстът в момента не може да се прочете (вижте грешките). Показан е последният прочетен вариант на документа.",
    noPreview: "Документът ще се покаже, щом текстът може да се прочете. Вижте грешките вляво.",
    unsavedQuestion: f => `Във „${f}“ има незаписани промени. Какво да стане с тях?`,
    unsavedSave: "Запиши", unsavedDiscard: "Не записвай", unsavedCancel: "Отказ",
    draftFound: (f, t) => `Открити са незаписани промени във „${f}“ от ${t} (запазени в браузъра).`,
    draftOther: (f, t) => `Имате незаписана чернова „${f}“ от ${t} (запазена в браузъра).`,
    draftChanged: " Файлът на диска е променен след това.",
    restore: "Възстанови", openDraft: "Отвори", dismiss: "Откажи", close: "Затвори",
    reload: "Презареди от диска", saveUtf8: "Запиши в UTF-8",
    encoding: (e, n) => `${e}${n === "crlf" ? " · CRLF" : ""}`, toUtf8: "запис в UTF-8",
    encodingTip: "Файлът се записва в своето кодиране. Отметнете, за да го запишете в UTF-8.",
    welcomeTitle: "Как да започнете",
    welcomeOpen: "Изберете регламент от списъка горе (или от тези по-долу).",
    welcomeImport: "Или пуснете тук документа си от Word (.docx), текстов файл или уеб страница — той става чернова на регламент.",
    welcomeCheck: "Забележките се появяват под текста, докато пишете, а документът — вдясно. Записвате с „Запис“ или Ctrl+S.",
    confirm: "потвърди", confirmTip: "Фактът е верен: махни отметката за проверка",
    folderEmpty: "В папката още няма регламенти.",
    newEdition: "Ново издание", newEditionTip: "Регламентът за следващата година: датите преместени, участниците премахнати, всяка промяна с отметка за проверка",
    newEditionMade: "Новото издание е отворено като незаписана чернова; прегледайте отметките за проверка и запишете.",
    icsTip: "Програмата като календар (.ics) за телефона",
  },
  uk: {
    open: "Виберіть файл…", findings: "Зауваження", none: "Зауважень немає.",
    errors: n => `помилки: ${n}`, warnings: n => `попередження: ${n}`, more: n => `… і ще ${n}`,
    import: "Імпорт", save: "Зберегти", saved: t => `Збережено о ${t}`, checking: "Перевірка…",
    explain: "пояснення", hideExplain: "сховати пояснення", fix: "виправити", fixAll: n => `Виправити все (${n})`,
    unsaved: "Є незбережені зміни", busy: "Редактор зайнятий; нова спроба за мить…",
    failed: "Помилка: ", drop: "Перетягніть документ сюди (.docx, .odt, .pdf, .txt, .html)",
    importing: "Імпорт документа…", imported: "Імпортовано як чернетку; перегляньте зауваження й збережіть.",
    exporting: f => `Готується ${f.toUpperCase()}…`, exported: f => `${f.toUpperCase()} готовий.`,
    lastGood: "Текст зараз не читається (див. помилки). Показано останній прочитаний варіант документа.",
    noPreview: "Документ з'явиться, щойно текст можна буде прочитати. Див. помилки ліворуч.",
    unsavedQuestion: f => `У «${f}» є незбережені зміни. Що з ними зробити?`,
    unsavedSave: "Зберегти", unsavedDiscard: "Не зберігати", unsavedCancel: "Скасувати",
    draftFound: (f, t) => `Знайдено незбережені зміни у «${f}» від ${t} (збережені в браузері).`,
    draftOther: (f, t) => `У вас є незбережена чернетка «${f}» від ${t} (збережена в браузері).`,
    draftChanged: " Файл на диску відтоді змінено.",
    restore: "Відновити", openDraft: "Відкрити", dismiss: "Відхилити", close: "Закрити",
    reload: "Перезавантажити з диска", saveUtf8: "Зберегти в UTF-8",
    encoding: (e, n) => `${e}${n === "crlf" ? " · CRLF" : ""}`, toUtf8: "зберегти в UTF-8",
    encodingTip: "Файл зберігається у своєму кодуванні. Позначте, щоб зберегти його в UTF-8.",
    welcomeTitle: "Як почати",
    welcomeOpen: "Виберіть регламент зі списку вгорі (або з тих, що нижче).",
    welcomeImport: "Або перетягніть сюди свій документ Word (.docx), текстовий файл чи вебсторінку — він стане чернеткою регламенту.",
    welcomeCheck: "Зауваження з'являються під текстом, поки ви пишете, а документ — праворуч. Зберігайте кнопкою «Зберегти» або Ctrl+S.",
    confirm: "підтвердити", confirmTip: "Факт правильний: прибрати позначку перевірки",
    folderEmpty: "У теці ще немає регламентів.",
    newEdition: "Нове видання", newEditionTip: "Положення на наступний рік: дати перенесено, учасників вилучено, кожна зміна з позначкою перевірки",
    newEditionMade: "Нове видання відкрито як незбережену чернетку; перегляньте позначки перевірки й збережіть.",
    icsTip: "Програма як календар (.ics) для телефона",
  },
  en: {
    open: "Choose a file…", findings: "Findings", none: "No findings.",
    errors: n => `errors: ${n}`, warnings: n => `warnings: ${n}`, more: n => `… and ${n} more`,
    import: "Import", save: "Save", saved: t => `Saved at ${t}`, checking: "Checking…",
    explain: "explain", hideExplain: "hide the explanation", fix: "fix", fixAll: n => `Fix all (${n})`,
    unsaved: "Unsaved changes", busy: "The editor is busy; trying again in a moment…",
    failed: "Error: ", drop: "Drop the document here (.docx, .odt, .pdf, .txt, .html)",
    importing: "Importing the document…", imported: "Imported as a draft; review the findings and save.",
    exporting: f => `Preparing the ${f.toUpperCase()}…`, exported: f => `The ${f.toUpperCase()} is ready.`,
    lastGood: "The text cannot be read at the moment (see the errors). The last document read is shown.",
    noPreview: "The document appears as soon as the text can be read. See the errors on the left.",
    unsavedQuestion: f => `“${f}” has unsaved changes. What should happen to them?`,
    unsavedSave: "Save", unsavedDiscard: "Don't save", unsavedCancel: "Cancel",
    draftFound: (f, t) => `Unsaved changes to “${f}” from ${t} were found (kept in the browser).`,
    draftOther: (f, t) => `You have an unsaved draft “${f}” from ${t} (kept in the browser).`,
    draftChanged: " The file on disk has changed since.",
    restore: "Restore", openDraft: "Open", dismiss: "Dismiss", close: "Close",
    reload: "Reload from disk", saveUtf8: "Save as UTF-8",
    encoding: (e, n) => `${e}${n === "crlf" ? " · CRLF" : ""}`, toUtf8: "save as UTF-8",
    encodingTip: "The file is saved in its own encoding. Tick to save it as UTF-8.",
    welcomeTitle: "How to start",
    welcomeOpen: "Choose a regulation in the list above (or one of those below).",
    welcomeImport: "Or drop your Word document (.docx), text file or web page here: it becomes a draft regulation.",
    welcomeCheck: "The findings appear under the text as you type, the document on the right. Save with “Save” or Ctrl+S.",
    confirm: "confirm", confirmTip: "The fact is right: remove the review mark",
    folderEmpty: "The folder holds no regulation yet.",
    newEdition: "New edition", newEditionTip: "Next year's regulation: the dates moved, the participants removed, each change marked for review",
    newEditionMade: "The new edition is open as an unsaved draft; review the marks and save.",
    icsTip: "The programme as a calendar (.ics) for a phone",
  },
};

// CodeMirror's own words (search panel, lint panel, completion), in her language.
const CM_PHRASES = {
  bg: {
    "Find": "Търсене", "Replace": "Замяна", "next": "следващо", "previous": "предишно", "all": "всички",
    "match case": "главни/малки букви", "by word": "цели думи", "regexp": "рег. израз",
    "replace": "замени", "replace all": "замени всички", "close": "затвори", "current match": "текущо съвпадение",
    "replaced $ matches": "заменени: $", "replaced match on line $": "заменено на ред $", "on line": "на ред",
    "Go to line": "Към ред", "go": "напред", "Diagnostics": "Забележки", "No diagnostics": "Няма забележки",
    "Completions": "Предложения", "Selection deleted": "Изборът е изтрит", "Control character": "Управляващ знак",
  },
  uk: {
    "Find": "Пошук", "Replace": "Заміна", "next": "наступне", "previous": "попереднє", "all": "усі",
    "match case": "великі/малі літери", "by word": "цілі слова", "regexp": "рег. вираз",
    "replace": "замінити", "replace all": "замінити все", "close": "закрити", "current match": "поточний збіг",
    "replaced $ matches": "замінено: $", "replaced match on line $": "замінено в рядку $", "on line": "у рядку",
    "Go to line": "До рядка", "go": "перейти", "Diagnostics": "Зауваження", "No diagnostics": "Зауважень немає",
    "Completions": "Підказки", "Selection deleted": "Виділене видалено", "Control character": "Керівний символ",
  },
  en: {},
};

const $ = id => document.getElementById(id);
const TOKEN = document.querySelector('meta[name="reglament-token"]').content;

const state = {
  lang: WORDS[document.documentElement.lang] ? document.documentElement.lang : "bg",
  folder: "",            // an identity of the served folder, for the drafts kept in the browser
  files: [],
  path: null,            // the open file
  version: null,         // its version on disk (null: not saved yet)
  encoding: "UTF-8",
  newline: "lf",
  saved: "",             // the text as it is on disk
  keywordLang: null,
  diagnostics: [],       // as the server sent them, with `at`: their positions now
  more: 0,
  sinceChecked: null,    // the changes made since the text the findings are about
  inflight: null,        // the check under way: {path, changes}
  again: false,          // a check is wanted once the one under way is answered
  timer: null,
  opening: 0,            // counts the files opened, so a late answer for another is ignored
  checked: 0,            // counts the checks answered (the browser tests wait on it)
  exporting: false,      // an export is under way
  preview: { good: null, shown: false },
  followLine: -1,
};

let view = null;
const keywordCache = {};
const languageConf = new CM.Compartment();
const phrasesConf = new CM.Compartment();
const completionConf = new CM.Compartment();

function words() { return WORDS[state.lang] || WORDS.bg; }

function setLang(lang) {
  if (!WORDS[lang]) return;
  const changed = lang !== state.lang;
  state.lang = lang;
  document.documentElement.lang = lang;
  const w = words();
  $("import-text").textContent = w.import;
  $("new-edition").textContent = w.newEdition;
  $("new-edition").title = w.newEditionTip;
  $("export-ics").title = w.icsTip;
  $("save").textContent = w.save;
  $("findings-title").textContent = w.findings;
  $("drop").textContent = w.drop;
  $("welcome-title").textContent = w.welcomeTitle;
  $("welcome-open").textContent = w.welcomeOpen;
  $("welcome-import").textContent = w.welcomeImport;
  $("welcome-check").textContent = w.welcomeCheck;
  $("unsaved-save").textContent = w.unsavedSave;
  $("unsaved-discard").textContent = w.unsavedDiscard;
  $("unsaved-cancel").textContent = w.unsavedCancel;
  $("to-utf8-text").textContent = w.toUtf8;
  $("encoding-box").title = w.encodingTip;
  const first = $("files").options[0];
  if (first && first.value === "") first.textContent = w.open;
  if (view && changed) view.dispatch({ effects: phrasesConf.reconfigure(CM.EditorState.phrases.of(CM_PHRASES[lang])) });
  drawEncoding();
  drawFindings();
}

function now() {
  return new Date().toLocaleTimeString(state.lang === "en" ? "en-GB" : state.lang, { hour: "2-digit", minute: "2-digit" });
}

// ------------------------------------------------------------------------------- the server

async function api(method, url, body, headers) {
  const init = { method, headers: Object.assign({ "X-Reglament-Token": TOKEN, "X-Reglament-Lang": state.lang }, headers || {}) };
  if (body !== undefined) {
    if (body instanceof ArrayBuffer || body instanceof Blob) {
      init.body = body;
    } else {
      init.body = JSON.stringify(body);
      init.headers["Content-Type"] = "application/json";
    }
  }
  let response;
  try {
    response = await fetch(url, init);
  } catch (e) {
    const error = new Error(state.lang === "bg" ? "Редакторът не отговаря. Работи ли още програмата reglament?"
      : state.lang === "uk" ? "Редактор не відповідає. Чи працює ще програма reglament?"
      : "The editor does not answer. Is the reglament program still running?");
    error.code = "offline";
    throw error;
  }
  const type = response.headers.get("Content-Type") || "";
  const data = type.includes("json") ? await response.json() : await response.blob();
  if (!response.ok) {
    const error = new Error((data && data.error) || response.statusText);
    error.status = response.status;
    error.code = data && data.code;
    throw error;
  }
  return data;
}

// The status line; while an export runs, it says so and nothing else takes its place.
function status(text, exporting) {
  if (state.exporting && !exporting) return;
  $("status").textContent = text;
  $("status").title = text;
}

// ------------------------------------------------------------------------------- notices

// A notice above the panes: words and buttons ({label, run}); one per key.
function notice(key, text, buttons, kind) {
  dismissNotice(key);
  const box = document.createElement("div");
  box.className = "notice " + (kind || "");
  box.dataset.key = key;
  const p = document.createElement("p");
  p.textContent = text;
  box.appendChild(p);
  for (const b of buttons || []) {
    const button = document.createElement("button");
    button.type = "button";
    button.textContent = b.label;
    if (b.id) button.id = b.id;
    button.addEventListener("click", () => { dismissNotice(key); b.run && b.run(); });
    box.appendChild(button);
  }
  const close = document.createElement("button");
  close.type = "button";
  close.textContent = "×";
  close.title = words().close;
  close.setAttribute("aria-label", words().close);
  close.addEventListener("click", () => dismissNotice(key));
  box.appendChild(close);
  $("notices").appendChild(box);
}

function dismissNotice(key) {
  for (const n of [...$("notices").children]) if (n.dataset.key === key) n.remove();
}

function failure(e, key) {
  notice(key || "failure", words().failed + e.message, [], "error");
}

// ------------------------------------------------------------------------------- the editor

// The regulation language as CodeMirror colours it: comments, strings (prose), dates, times,
// numbers, the keywords of every language, codes in capitals (tie-breaks, titles).
function regulationLanguage(keywords) {
  const readString = (stream, st) => {
    while (!stream.eol()) {
      if (st.raw) {
        if (stream.match('"""')) { st.string = false; return; }
        stream.next();
      } else {
        const c = stream.next();
        if (c === "\\") stream.next();
        else if (c === '"') { st.string = false; return; }
      }
    }
  };
  return CM.StreamLanguage.define({
    name: "reglament",
    startState: () => ({ string: false, raw: false }),
    copyState: st => ({ string: st.string, raw: st.raw }),
    token(stream, st) {
      if (st.string) { readString(stream, st); return "string"; }
      if (stream.eatSpace()) return null;
      const c = stream.peek();
      if (c === "#") { stream.skipToEnd(); return "comment"; }
      if (stream.match('"""')) { st.string = true; st.raw = true; readString(stream, st); return "string"; }
      if (c === '"') { stream.next(); st.string = true; st.raw = false; readString(stream, st); return "string"; }
      if (stream.match(/^\d{4}-\d{2}-\d{2}(\.\.\d{4}-\d{2}-\d{2})?/) || stream.match(/^\d{1,2}\.\d{1,2}\.\d{4}/)) return "atom";
      if (stream.match(/^\d{1,2}[:]\d{2}/)) return "atom";
      if (stream.match(/^[\d½][\d.,½]*%?/)) return "number";
      if (stream.match(/^[\p{L}_][\p{L}\p{M}\d\-./_:+'’]*\)?/u)) {
        const word = stream.current();
        const norm = word.toLowerCase().replace(/_/g, "-").replace(/[’ʼ`]/g, "'");
        if (keywords.has(norm)) return "keyword";
        if (/^[\p{Lu}\d/:+\-]{2,}$/u.test(word)) return "typeName";
        return null;
      }
      if (c === "{" || c === "}") { stream.next(); return "brace"; }
      stream.next();
      return null;
    },
    languageData: { commentTokens: { line: "#" } },
  });
}

const highlight = CM.HighlightStyle.define([
  { tag: CM.tags.keyword, color: "#1d3f8f", fontWeight: "600" },
  { tag: CM.tags.string, color: "#6b4a1e" },
  { tag: CM.tags.comment, color: "#7a7a7a", fontStyle: "italic" },
  { tag: CM.tags.atom, color: "#7b2d8e" },
  { tag: CM.tags.number, color: "#7b2d8e" },
  { tag: CM.tags.typeName, color: "#0f6b6b" },
  { tag: CM.tags.brace, color: "#555" },
]);

async function keywordsOf(lang) {
  if (!keywordCache[lang]) keywordCache[lang] = api("GET", "/api/keywords?lang=" + lang);
  return keywordCache[lang];
}

// Completion of the keywords of the file's own keyword language (not inside strings or comments).
function keywordCompletion(offered) {
  const options = offered.map(([label, block]) => ({ label, detail: block, type: "keyword" }));
  return context => {
    const node = CM.syntaxTree(context.state).resolveInner(context.pos, -1);
    if (/string|comment/.test(node.name)) return null; // prose and comments are hers
    const word = context.matchBefore(/[\p{L}_][\p{L}\p{M}\d\-_']*/u);
    if (!word || (word.from === word.to && !context.explicit)) return null;
    return { from: word.from, options, validFor: /^[\p{L}\p{M}\d\-_']*$/u };
  };
}

async function useKeywords(lang) {
  if (!view || !lang || state.keywordLang === lang) return;
  state.keywordLang = lang;
  const data = await keywordsOf(lang);
  if (state.keywordLang !== lang) return;
  view.dispatch({
    effects: [
      languageConf.reconfigure(regulationLanguage(new Set(data.all))),
      completionConf.reconfigure(CM.autocompletion({ override: [keywordCompletion(data.offered)], icons: false })),
    ],
  });
}

function extensions(text) {
  return [
    CM.lineNumbers(),
    CM.highlightActiveLineGutter(),
    CM.highlightSpecialChars(),
    CM.history(),
    CM.drawSelection(),
    CM.bracketMatching(),
    CM.closeBrackets(),
    CM.highlightActiveLine(),
    CM.highlightSelectionMatches(),
    CM.EditorView.lineWrapping,
    CM.search({ top: true }),
    CM.lintGutter(),
    CM.syntaxHighlighting(highlight),
    languageConf.of([]),
    completionConf.of([]),
    phrasesConf.of(CM.EditorState.phrases.of(CM_PHRASES[state.lang])),
    CM.keymap.of([
      ...CM.closeBracketsKeymap, ...CM.defaultKeymap, ...CM.searchKeymap, ...CM.historyKeymap,
      ...CM.completionKeymap, ...CM.lintKeymap,
    ]),
    CM.EditorView.updateListener.of(onUpdate),
    CM.EditorView.contentAttributes.of({ "aria-label": "regulation", spellcheck: "false" }),
  ];
}

function makeEditor() {
  view = new CM.EditorView({ parent: $("editor"), state: CM.EditorState.create({ doc: "", extensions: extensions("") }) });
  window.reglament = { view, state }; // for the browser tests and the curious
}

function text() { return view.state.doc.toString(); }
function dirty() { return state.path !== null && (state.version === null || text() !== state.saved); }

function onUpdate(update) {
  if (update.docChanged) {
    if (state.inflight) state.inflight.changes = state.inflight.changes.compose(update.changes);
    if (state.sinceChecked) state.sinceChecked = state.sinceChecked.compose(update.changes);
    for (const d of state.diagnostics) {
      if (d.at) d.at = { from: update.changes.mapPos(d.at.from, 1), to: update.changes.mapPos(d.at.to, -1) };
    }
    edited();
  }
  if (update.selectionSet || update.docChanged) followInPreview();
}

// ------------------------------------------------------------------------------- files

async function loadFiles(select) {
  const data = await api("GET", "/api/files");
  state.files = data.files.map(f => f.path);
  state.folder = data.folder || "";
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
  if (!state.path && data.lang) setLang(data.lang);
  const welcome = $("welcome-files");
  welcome.innerHTML = "";
  for (const f of data.files) {
    const li = document.createElement("li");
    const a = document.createElement("a");
    a.href = "#" + encodeURIComponent(f.path);
    a.textContent = f.path;
    a.addEventListener("click", e => { e.preventDefault(); switchTo(f.path); });
    li.appendChild(a);
    welcome.appendChild(li);
  }
  if (data.files.length === 0) {
    const li = document.createElement("li");
    li.textContent = words().folderEmpty;
    welcome.appendChild(li);
  }
  selectInList(select || state.path);
}

function selectInList(path) {
  const list = $("files");
  if (path && ![...list.options].some(o => o.value === path)) {
    const option = document.createElement("option");
    option.value = path;
    option.textContent = path;
    list.appendChild(option);
  }
  list.value = path || "";
}

// Asks what to do with unsaved changes before they would be left: true to go on.
function confirmLeaving() {
  if (!dirty()) return Promise.resolve(true);
  const dialog = $("unsaved");
  $("unsaved-text").textContent = words().unsavedQuestion(state.path);
  return new Promise(resolve => {
    const done = async choice => {
      dialog.close();
      for (const id of ["unsaved-save", "unsaved-discard", "unsaved-cancel"]) $(id).onclick = null;
      dialog.oncancel = null;
      if (choice === "save") resolve(await save());
      else if (choice === "discard") { forgetDraft(state.path); resolve(true); }
      else resolve(false);
    };
    $("unsaved-save").onclick = () => done("save");
    $("unsaved-discard").onclick = () => done("discard");
    $("unsaved-cancel").onclick = () => done("cancel");
    dialog.oncancel = e => { e.preventDefault(); done("cancel"); };
    dialog.showModal();
    $("unsaved-save").focus();
  });
}

async function switchTo(path) {
  if (path === state.path) return;
  if (!(await confirmLeaving())) { selectInList(state.path); return; }
  if (!path) { selectInList(state.path); return; }
  await open(path);
}

async function open(path) {
  const ticket = ++state.opening;
  let data;
  try {
    data = await api("GET", "/api/file?path=" + encodeURIComponent(path));
  } catch (e) {
    if (e.status === 404 && draftOf(path)) { restoreUnsavedImport(path); return; }
    failure(e);
    selectInList(state.path);
    return;
  }
  if (ticket !== state.opening) return;
  show(data.path, data.text, data.version, data.encoding, data.newline);
  offerDraft(data.path, data.text, data.version);
}

// Shows a text as the open file: a fresh editor state (its own undo history, scrolled to the
// top), a fresh preview.
function show(path, text, version, encoding, newline) {
  state.path = path;
  state.version = version;
  state.encoding = encoding || "UTF-8";
  state.newline = newline || "lf";
  state.saved = version === null ? "" : text;
  state.diagnostics = [];
  state.more = 0;
  state.sinceChecked = null;
  state.inflight = null;
  state.again = false;
  state.keywordLang = null;
  state.followLine = -1;
  state.preview = { good: null, shown: false };
  openExplanations.clear();
  $("to-utf8").checked = false;
  for (const key of ["conflict", "failure", "encoding", "draft"]) dismissNotice(key);
  view.setState(CM.EditorState.create({ doc: text, extensions: extensions(text) }));
  view.scrollDOM.scrollTop = 0;
  $("welcome").hidden = true;
  $("editor").hidden = false;
  history.replaceState(null, "", "#" + encodeURIComponent(path));
  selectInList(path);
  drawEncoding();
  drawFindings();
  showPreview(null, true);
  updateSaveButton();
  useKeywords(state.lang);
  check();
  view.focus();
}

function drawEncoding() {
  const box = $("encoding-box");
  const plain = state.encoding === "UTF-8" && state.newline === "lf";
  box.hidden = state.path === null || plain;
  $("encoding").textContent = words().encoding(state.encoding, state.newline);
  $("to-utf8").parentElement.querySelector("#to-utf8").hidden = state.encoding === "UTF-8";
  $("to-utf8-text").hidden = state.encoding === "UTF-8";
}

function updateSaveButton() {
  const d = dirty();
  $("save").disabled = !d;
  if (d) status(words().unsaved);
}

function edited() {
  updateSaveButton();
  keepDraft();
  scheduleCheck();
}

// One save at a time (Ctrl+S pressed twice, the button and the dialog): a second waits for the
// first and then saves what is new, against the version the first made.
let saving = null;
async function save() {
  while (saving) await saving;
  saving = saveNow();
  try { return await saving; } finally { saving = null; }
}

async function saveNow() {
  if (state.path === null) return true;
  if (!dirty() && !$("to-utf8").checked) return true;
  const sent = text();
  const path = state.path;
  try {
    const data = await api("POST", "/api/save", { path, text: sent, base: state.version, to_utf8: $("to-utf8").checked });
    if (path !== state.path) return true;
    state.version = data.version;
    state.saved = sent;
    state.encoding = data.encoding;
    state.newline = data.newline;
    $("to-utf8").checked = false;
    for (const key of ["conflict", "encoding", "failure"]) dismissNotice(key);
    if (!dirty()) forgetDraft(path);
    updateSaveButton();
    drawEncoding();
    status(words().saved(now()));
    await loadFiles(path);
    return true;
  } catch (e) {
    if (e.code === "conflict") {
      notice("conflict", e.message, [{ label: words().reload, run: () => reloadFromDisk() }], "error");
    } else if (e.code === "unencodable") {
      notice("encoding", e.message, [{ label: words().saveUtf8, id: "save-utf8", run: () => { $("to-utf8").checked = true; save(); } }], "error");
    } else {
      failure(e);
    }
    return false;
  }
}

async function reloadFromDisk() {
  const path = state.path;
  forgetDraft(path);
  state.saved = text(); // what she had is dropped on her word
  await open(path);
}

// ------------------------------------------------------------------------------- drafts kept in the browser

function draftKey(path) { return `reglament:draft:${state.folder}:${path}`; }

function draftOf(path) {
  try { return JSON.parse(localStorage.getItem(draftKey(path)) || "null"); } catch { return null; }
}

let draftTimer = null;
function keepDraft() {
  clearTimeout(draftTimer);
  draftTimer = setTimeout(writeDraft, 400);
}

function writeDraft() {
  if (state.path === null) return;
  try {
    if (dirty()) {
      localStorage.setItem(draftKey(state.path), JSON.stringify({ text: text(), base: state.version, at: Date.now() }));
    } else {
      localStorage.removeItem(draftKey(state.path));
    }
  } catch { /* the browser's storage is full or off: the guard still asks before leaving */ }
}

function forgetDraft(path) {
  clearTimeout(draftTimer);
  try { localStorage.removeItem(draftKey(path)); } catch { /* nothing kept */ }
}

function when(at) {
  return new Date(at).toLocaleString(state.lang === "en" ? "en-GB" : state.lang, { day: "numeric", month: "long", hour: "2-digit", minute: "2-digit" });
}

// After a file is opened: unsaved changes kept for it are offered back.
function offerDraft(path, onDisk, version) {
  const draft = draftOf(path);
  if (!draft || draft.text === onDisk) { if (draft) forgetDraft(path); return; }
  const w = words();
  const changed = draft.base !== version ? w.draftChanged : "";
  notice("draft", w.draftFound(path, when(draft.at)) + changed, [
    { label: w.restore, id: "restore-draft", run: () => {
      if (state.path !== path) return;
      view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: draft.text }, userEvent: "input.restore" });
    } },
    { label: w.dismiss, run: () => forgetDraft(path) },
  ], "info");
}

// An imported draft never saved, kept in the browser: opened as it was.
function restoreUnsavedImport(path) {
  const draft = draftOf(path);
  if (!draft) return;
  show(path, draft.text, null, "UTF-8", "lf");
}

// At start: drafts of files not in the folder (imports never saved) are offered.
function offerOrphanDrafts() {
  const prefix = `reglament:draft:${state.folder}:`;
  let keys = [];
  try { keys = Object.keys(localStorage).filter(k => k.startsWith(prefix)); } catch { return; }
  for (const key of keys) {
    const path = key.slice(prefix.length);
    if (state.files.includes(path) || path === state.path) continue;
    const draft = draftOf(path);
    if (!draft) continue;
    const w = words();
    notice("orphan:" + path, w.draftOther(path, when(draft.at)), [
      { label: w.openDraft, run: async () => { if (await confirmLeaving()) restoreUnsavedImport(path); } },
      { label: w.dismiss, run: () => forgetDraft(path) },
    ], "info");
  }
}

// ------------------------------------------------------------------------------- checking

function scheduleCheck() {
  clearTimeout(state.timer);
  state.timer = setTimeout(check, 300);
}

// One check at a time: a text typed while one is under way is checked when it is answered.
async function check() {
  if (state.path === null) return;
  if (state.inflight) { state.again = true; return; }
  const path = state.path;
  const ticket = state.opening;
  const sent = view.state.doc;
  // This check's own record: the changes typed while it runs are composed into it.
  const mine = { changes: CM.ChangeSet.empty(sent.length) };
  state.inflight = mine;
  status(words().checking);
  let data = null;
  let retry = false;
  try {
    data = await api("POST", "/api/check", { path, text: sent.toString() });
  } catch (e) {
    if (e.code === "busy") { status(words().busy); retry = true; } else if (ticket === state.opening) failure(e, "check");
  }
  if (state.inflight === mine) state.inflight = null;
  if (ticket !== state.opening) return; // another file was opened meanwhile
  const changes = mine.changes;
  if (data && !data.superseded) {
    dismissNotice("check");
    applyCheck(data, changes);
  }
  if (state.again || retry) {
    state.again = false;
    if (retry) setTimeout(check, 1500); else check();
  } else {
    status(dirty() ? words().unsaved : "");
  }
}

function severity(s) { return s === "error" ? "error" : s === "warning" ? "warning" : "info"; }

function applyCheck(data, changes) {
  state.checked++;
  setLang(data.lang);
  useKeywords(data.keywords);
  state.sinceChecked = changes;
  state.more = data.more || 0;
  state.diagnostics = data.diagnostics.map(d => {
    const at = d.from === null ? null : { from: changes.mapPos(d.from, 1), to: changes.mapPos(d.to, -1) };
    return Object.assign({}, d, { at });
  });
  drawDiagnostics();
  drawFindings();
  showPreview(data.preview, false);
}

// The findings as editor diagnostics: underlined, marked in the gutter, with a tooltip whose
// buttons fix, confirm or explain.
function drawDiagnostics() {
  const length = view.state.doc.length;
  const list = [];
  for (const d of state.diagnostics) {
    if (!d.at) continue;
    const from = Math.min(d.at.from, length);
    const to = Math.min(Math.max(d.at.to, from), length);
    const actions = [];
    if (d.fix) actions.push({ name: words().fix, apply: () => applyFix(d.fix, "input.fix") });
    if (d.confirm) actions.push({ name: words().confirm, apply: () => applyFix(d.confirm, "input.confirm") });
    actions.push({ name: words().explain, apply: () => explainInList(d) });
    list.push({ from, to, severity: severity(d.severity), source: d.code, message: d.message + (d.help ? "\n→ " + d.help : ""), actions });
  }
  view.dispatch(CM.setDiagnostics(view.state, list));
}

function drawFindings() {
  const list = $("findings");
  list.innerHTML = "";
  const w = words();
  const count = sev => state.diagnostics.filter(d => d.severity === sev).length;
  $("counts").textContent = state.path === null ? "" : `— ${w.errors(count("error"))}, ${w.warnings(count("warning"))}`;
  const fixes = state.diagnostics.filter(d => d.fix).length;
  $("fix-all").hidden = fixes < 2;
  $("fix-all").textContent = w.fixAll(fixes);
  if (state.path === null) return;
  if (state.diagnostics.length === 0) {
    const li = document.createElement("li");
    li.className = "more";
    li.textContent = w.none;
    list.appendChild(li);
    return;
  }
  for (const d of state.diagnostics) {
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
    inline(msg, d.message);
    li.append(code, where, msg);
    if (d.help) {
      const help = document.createElement("span");
      help.className = "help";
      inline(help, d.help);
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
      fix.addEventListener("click", e => { e.stopPropagation(); applyFix(d.fix, "input.fix"); });
      li.appendChild(fix);
    }
    if (d.confirm) {
      const confirm = document.createElement("button");
      confirm.type = "button";
      confirm.className = "confirm";
      confirm.textContent = w.confirm;
      confirm.title = w.confirmTip;
      confirm.addEventListener("click", e => { e.stopPropagation(); applyFix(d.confirm, "input.confirm"); });
      li.appendChild(confirm);
    }
    li.addEventListener("click", () => goTo(d));
    list.appendChild(li);
    const explained = explanations[`${state.lang}:${d.code}`];
    if (openExplanations.has(d.code) && explained && !list.querySelector(`li[data-code="${d.code}"] .doc`)) {
      showExplanation(li, explained);
    }
  }
  if (state.more > 0) {
    const li = document.createElement("li");
    li.className = "more";
    li.textContent = w.more(state.more);
    list.appendChild(li);
  }
}

function goTo(d) {
  if (!d.at) return;
  const length = view.state.doc.length;
  const from = Math.min(d.at.from, length);
  const to = Math.min(Math.max(d.at.to, from), length);
  view.dispatch({ selection: { anchor: from, head: to }, effects: CM.EditorView.scrollIntoView(from, { y: "center" }) });
  view.focus();
}

// The edits of fixes, as changes of the text now: mapped through what was typed since the
// check; an edit whose place was changed meanwhile is left out.
function changesOf(fixes) {
  const mapping = state.sinceChecked;
  const edits = [];
  for (const fix of fixes) {
    const mapped = [];
    let stale = false;
    for (const e of fix.edits) {
      const from = mapping ? mapping.mapPos(e.from, 1, CM.MapMode.TrackDel) : e.from;
      const to = mapping ? mapping.mapPos(e.to, -1, CM.MapMode.TrackDel) : e.to;
      if (from === null || to === null || to < from) { stale = true; break; }
      mapped.push({ from, to, insert: e.insert });
    }
    if (stale) continue;
    for (const m of mapped) keepColumns(m);
    // Fixes whose edits overlap one already taken wait for the next check.
    if (mapped.some(m => edits.some(o => m.from < o.to && o.from < m.to || (m.from === o.from && m.to === o.to)))) continue;
    edits.push(...mapped);
  }
  return edits.sort((a, b) => a.from - b.from);
}

// An edit in a row of an aligned table (the programme, the participants, as `fmt` lays them
// out) keeps the next column where it was, when a neighbouring row has a column starting there:
// the blanks after the edit take up what it adds or give back what it removes (one stays).
function keepColumns(edit) {
  const doc = view.state.doc;
  const line = doc.lineAt(edit.to);
  if (edit.insert.includes("\n") || doc.lineAt(edit.from).number !== line.number) return;
  const after = doc.sliceString(edit.to, line.to);
  const blanks = after.length - after.replace(/^ +/, "").length;
  if (blanks < 1 || blanks === after.length) return;
  const column = edit.to + blanks - line.from;
  const startsThere = n => {
    if (n < 1 || n > doc.lines) return false;
    const text = doc.line(n).text;
    return text.length > column && text[column] !== " " && text[column - 1] === " ";
  };
  if (!startsThere(line.number - 1) && !startsThere(line.number + 1)) return;
  const delta = edit.insert.length - (edit.to - edit.from);
  if (delta > 0) edit.to += Math.min(delta, blanks - 1);
  else if (delta < 0) edit.insert += " ".repeat(-delta);
}

// A fix (or a confirmation) is one editor change: Ctrl+Z undoes it, the caret stays where it was.
function applyFix(fix, userEvent) {
  const changes = changesOf([fix]);
  if (changes.length === 0) return;
  view.dispatch({ changes, userEvent, scrollIntoView: false });
  view.focus();
}

function fixAll() {
  const changes = changesOf(state.diagnostics.filter(d => d.fix).map(d => d.fix));
  if (changes.length === 0) return;
  view.dispatch({ changes, userEvent: "input.fix" });
  view.focus();
}

function explainInList(d) {
  const li = [...$("findings").children].find(x => x.dataset.code === d.code);
  if (!li) return;
  li.scrollIntoView({ block: "nearest" });
  if (!li.querySelector(".doc")) toggleExplain(li, d.code);
}

// The explanations she opened stay open while the list is drawn again (as she types).
const openExplanations = new Set();
const explanations = {};

async function toggleExplain(li, code) {
  const old = li.querySelector(".doc");
  const link = li.querySelector(".explain");
  if (old) { old.remove(); openExplanations.delete(code); link.textContent = words().explain; return; }
  const key = `${state.lang}:${code}`;
  if (!explanations[key]) {
    try {
      explanations[key] = (await api("GET", `/api/explain?code=${encodeURIComponent(code)}&lang=${state.lang}`)).text;
    } catch (e) { failure(e); return; }
  }
  openExplanations.add(code);
  if (!li.isConnected) { drawFindings(); return; } // the list was drawn again meanwhile
  if (!li.querySelector(".doc")) showExplanation(li, explanations[key]);
}

function showExplanation(li, text) {
  const box = document.createElement("div");
  box.className = "doc";
  box.appendChild(markdown(text));
  box.addEventListener("click", e => e.stopPropagation());
  li.appendChild(box);
  li.querySelector(".explain").textContent = words().hideExplain;
}

// The explanation of a code (Markdown, as `reglament explain` prints it) as a page shows it:
// headings, paragraphs, lists, code blocks and inline code. Built from DOM nodes and text only.
// Text with `code` and **bold** spans, as DOM nodes.
function inline(parent, line) {
  const parts = line.split("`");
  parts.forEach((part, i) => {
    if (i % 2 === 1 && i < parts.length - 1) {
      const code = document.createElement("code");
      code.textContent = part;
      parent.appendChild(code);
    } else {
      const text = i % 2 === 1 ? "`" + part : part;
      text.split("**").forEach((b, j) => {
        if (j % 2 === 1) { const s = document.createElement("strong"); s.textContent = b; parent.appendChild(s); }
        else parent.appendChild(document.createTextNode(b));
      });
    }
  });
}

function markdown(md) {
  const out = document.createDocumentFragment();
  const lines = md.split("\n");
  let para = null;
  let list = null;
  const endBlocks = () => { para = null; list = null; };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (line.startsWith("```")) {
      endBlocks();
      const pre = document.createElement("pre");
      const code = document.createElement("code");
      const body = [];
      for (i++; i < lines.length && !lines[i].startsWith("```"); i++) body.push(lines[i]);
      code.textContent = body.join("\n");
      pre.appendChild(code);
      out.appendChild(pre);
    } else if (/^#{1,6} /.test(line)) {
      endBlocks();
      const h = document.createElement("h4");
      inline(h, line.replace(/^#{1,6} /, ""));
      out.appendChild(h);
    } else if (/^\s*[-*] /.test(line)) {
      para = null;
      if (!list) { list = document.createElement("ul"); out.appendChild(list); }
      const li = document.createElement("li");
      inline(li, line.replace(/^\s*[-*] /, ""));
      list.appendChild(li);
    } else if (line.trim() === "") {
      endBlocks();
    } else if (list && /^\s+/.test(line)) {
      inline(list.lastChild, " " + line.trim());
    } else {
      list = null;
      if (!para) { para = document.createElement("p"); out.appendChild(para); } else para.appendChild(document.createTextNode(" "));
      inline(para, line);
    }
  }
  return out;
}

// ------------------------------------------------------------------------------- the preview

// Shows a document in the preview frame, keeping where she had scrolled. Without a document
// (the text cannot be read) the last good one stays, under a banner.
function showPreview(html, fresh) {
  const frame = $("preview");
  const banner = $("preview-banner");
  if (fresh) {
    state.preview = { good: null, shown: false };
    frame.srcdoc = "<!DOCTYPE html><html><body></body></html>";
    banner.hidden = true;
    return;
  }
  if (html === null || html === undefined) {
    banner.textContent = state.preview.good ? words().lastGood : words().noPreview;
    banner.hidden = false;
    return;
  }
  banner.hidden = true;
  state.preview.good = html;
  const doc = frame.contentDocument;
  if (!state.preview.shown || !doc || !doc.body) {
    state.preview.shown = true;
    frame.srcdoc = html;
    frame.addEventListener("load", () => followInPreview(true), { once: true });
    return;
  }
  const scroller = doc.scrollingElement || doc.documentElement;
  const y = scroller.scrollTop;
  const next = new DOMParser().parseFromString(html, "text/html");
  if (doc.head.innerHTML !== next.head.innerHTML) doc.head.innerHTML = next.head.innerHTML;
  doc.documentElement.lang = next.documentElement.lang;
  doc.body.replaceWith(doc.adoptNode(next.body));
  scroller.scrollTop = y;
}

// The preview follows the editor where it can: the prose (a string) on the line of the caret,
// or the nearest one above it, is looked for in the document and brought into view.
let followTimer = null;
function followInPreview(now) {
  clearTimeout(followTimer);
  followTimer = setTimeout(() => follow(now === true), now === true ? 0 : 250);
}

function follow(force) {
  if (!view || state.path === null) return;
  const doc = $("preview").contentDocument;
  if (!doc || !doc.body) return;
  const head = view.state.selection.main.head;
  const line = view.state.doc.lineAt(head);
  if (!force && line.number === state.followLine) return;
  state.followLine = line.number;
  let snippet = null;
  for (let n = line.number; n >= Math.max(1, line.number - 40) && !snippet; n--) {
    const m = /"([^"]{6,})/.exec(view.state.doc.line(n).text);
    if (m) snippet = m[1].replace(/\s+/g, " ").trim().slice(0, 40);
  }
  if (!snippet) return;
  const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeValue.replace(/\s+/g, " ").includes(snippet)) {
      const element = node.parentElement;
      const box = element.getBoundingClientRect();
      const height = doc.documentElement.clientHeight;
      if (box.top < 0 || box.bottom > height) element.scrollIntoView({ block: "center" });
      return;
    }
  }
}

// ------------------------------------------------------------------------------- import and export

async function importFile(file) {
  if (!(await confirmLeaving())) return;
  const bytes = await file.arrayBuffer();
  status(words().importing);
  try {
    const data = await api("POST", "/api/import", bytes, {
      "X-File-Name": encodeURIComponent(file.name),
      "Content-Type": "application/octet-stream",
    });
    show(data.path, data.text, null, "UTF-8", "lf");
    keepDraft();
    notice("imported", words().imported, [], "info");
  } catch (e) {
    status("");
    failure(e, "import");
  }
}

async function exportDocument(format) {
  if (state.path === null) return;
  const button = $("export-" + format);
  if (button.disabled) return;
  button.disabled = true;
  button.classList.add("busy");
  button.setAttribute("aria-busy", "true");
  state.exporting = true;
  status(words().exporting(format), true);
  try {
    const blob = await api("POST", "/api/export", { path: state.path, text: text(), format });
    const link = document.createElement("a");
    link.href = URL.createObjectURL(blob);
    link.download = state.path.replace(/^.*\//, "").replace(/\.[^.]*$/, "") + "." + format;
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(link.href), 60000);
    state.exporting = false;
    status(words().exported(format));
  } catch (e) {
    state.exporting = false;
    status("");
    failure(e, "export");
  } finally {
    state.exporting = false;
    button.disabled = false;
    button.classList.remove("busy");
    button.removeAttribute("aria-busy");
  }
}

// ------------------------------------------------------------------------------- panes

// The splitters: dragged with the mouse, or moved with the arrow keys; the sizes are kept.
function splitter(id, vertical, apply, initial) {
  const bar = $(id);
  const key = "reglament:pane:" + id;
  let value = Number(localStorage.getItem(key)) || initial;
  apply(value);
  const set = v => { value = Math.min(85, Math.max(12, v)); apply(value); try { localStorage.setItem(key, String(value)); } catch { /* not kept */ } };
  bar.addEventListener("pointerdown", e => {
    e.preventDefault();
    bar.setPointerCapture(e.pointerId);
    bar.classList.add("dragging");
    const box = (vertical ? document.querySelector("main") : $("editor-pane")).getBoundingClientRect();
    const move = ev => {
      if (vertical) set((ev.clientX - box.left) / box.width * 100);
      else set((box.bottom - ev.clientY) / box.height * 100);
    };
    const up = () => { bar.classList.remove("dragging"); bar.removeEventListener("pointermove", move); bar.removeEventListener("pointerup", up); };
    bar.addEventListener("pointermove", move);
    bar.addEventListener("pointerup", up);
  });
  bar.addEventListener("keydown", e => {
    const step = { ArrowLeft: -2, ArrowRight: 2, ArrowUp: 2, ArrowDown: -2 }[e.key];
    if (step !== undefined) { e.preventDefault(); set(value + (vertical ? step : step)); }
  });
}

// ------------------------------------------------------------------------------- new edition, calendar

// Next year's edition of the text in the editor (`reglament edition`), opened as an unsaved draft.
async function newEdition() {
  if (state.path === null || !(await confirmLeaving())) return;
  try {
    const data = await api("POST", "/api/edition", { path: state.path, text: text() });
    show(data.path, data.text, null, "UTF-8", "lf");
    keepDraft();
    notice("edition", words().newEditionMade, [], "info");
  } catch (e) {
    failure(e, "edition");
  }
}

// The programme of the text in the editor as an iCalendar file, to download.
async function exportIcs() {
  if (state.path === null) return;
  try {
    const blob = await api("POST", "/api/ics", { path: state.path, text: text() });
    const link = document.createElement("a");
    link.href = URL.createObjectURL(blob);
    link.download = state.path.replace(/^.*\//, "").replace(/\.[^.]*$/, "") + ".ics";
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(link.href), 60000);
  } catch (e) {
    failure(e, "export");
  }
}

// ------------------------------------------------------------------------------- wiring

window.addEventListener("DOMContentLoaded", async () => {
  setLang(state.lang);
  makeEditor();
  splitter("split-v", true, v => document.documentElement.style.setProperty("--editor", v + "%"), 50);
  splitter("split-h", false, v => document.documentElement.style.setProperty("--findings", v + "%"), 34);
  $("files").addEventListener("change", e => switchTo(e.target.value));
  $("save").addEventListener("click", () => save());
  $("fix-all").addEventListener("click", fixAll);
  $("import").addEventListener("change", e => { const f = e.target.files[0]; e.target.value = ""; if (f) importFile(f); });
  $("export-html").addEventListener("click", () => exportDocument("html"));
  $("export-pdf").addEventListener("click", () => exportDocument("pdf"));
  $("export-ics").addEventListener("click", exportIcs);
  $("new-edition").addEventListener("click", newEdition);
  $("to-utf8").addEventListener("change", () => { if ($("to-utf8").checked && state.path) $("save").disabled = false; });
  document.addEventListener("keydown", e => {
    if ((e.ctrlKey || e.metaKey) && e.key === "s") { e.preventDefault(); save(); }
  });
  window.addEventListener("beforeunload", e => {
    if (dirty()) { writeDraft(); e.preventDefault(); e.returnValue = ""; }
  });
  window.addEventListener("pagehide", () => { if (dirty()) writeDraft(); });
  document.addEventListener("dragover", e => { e.preventDefault(); $("drop").hidden = false; });
  document.addEventListener("dragleave", e => { if (e.target === $("drop")) $("drop").hidden = true; });
  document.addEventListener("drop", e => {
    e.preventDefault();
    $("drop").hidden = true;
    if (e.dataTransfer.files[0]) importFile(e.dataTransfer.files[0]);
  });
  const hash = decodeURIComponent(location.hash.slice(1));
  try {
    await loadFiles(hash);
  } catch (e) {
    failure(e);
    return;
  }
  if (hash) await open(hash);
  offerOrphanDrafts();
});
