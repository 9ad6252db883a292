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
    unsavedQuestion: f => `Във „${f}“ има незаписани промени. Какво да стане с тях? (Ако не ги запишете, ще останат като чернова в браузъра.)`,
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
    conflict: "Файлът е променен на диска (в друг прозорец или програма), след като го отворихте. Вашият текст е запазен тук и в браузъра: обединете двете версии, сравнете ги, запазете своята като копие или вземете версията от диска.",
    merge: "Обедини", compare: "Сравни", keepCopy: "Запази моята като копие", takeDisk: "Вземи версията от диска",
    myVersion: "моя версия", copySaved: f => `Вашата версия е записана като „${f}“.`,
    merged: "Двете версии са обединени; прегледайте текста и го запишете.",
    mergedMarks: n => `Двете версии са обединени. ${n === 1 ? "На едно място" : `На ${n} места`} и двете са променили едни и същи редове: ${n === 1 ? "то е отбелязано" : "те са отбелязани"} с редовете „# <<<<<<<“, „# =======“ и „# >>>>>>>“. Оставете вярното, изтрийте отметките и запишете.`,
    marksLeft: n => `Текстът още има ${n === 1 ? "едно отбелязано място" : `${n} отбелязани места`} от обединяването. Оставете вярното и изтрийте редовете „# <<<<<<<“, „# =======“ и „# >>>>>>>“, преди да запишете.`,
    markMine: "вашата версия", markTheirs: "версията на диска",
    lines: (a, b) => a === b ? `на ред ${a}` : `на редове ${a}–${b}`,
    takeDiskQuestion: (lines, first) => `Текстът в редактора ще бъде заменен с версията от диска. Ще изчезнат вашите промени ${lines}${first ? ` („${first}“)` : ""}. Те ще останат като чернова в браузъра и можете да ги възстановите.`,
    askTake: "Вземи версията от диска", askCancel: "Отказ", askDelete: "Изтрий",
    compareTitle: "Вляво е вашата версия, вдясно — версията на диска; разликите са оцветени.",
    compareMine: "Вашата версия", compareDisk: "На диска",
    replacedKept: (f, t) => `Предишният ви текст на „${f}“ (${t}) е запазен като чернова в браузъра.`,
    discardDraft: "Изтрий черновата",
    discardQuestion: (f, t) => `Черновата на „${f}“ от ${t} ще бъде изтрита от браузъра завинаги. Да се изтрие ли?`,
    keptAt: t => `незаписана чернова от ${t}`, changedAt: lines => ` Промени ${lines}.`,
    offline: "Връзката с редактора прекъсна (спряна ли е програмата reglament?). Нов опит всяка секунда; текстът ви е запазен в браузъра.",
    online: "Връзката с редактора е възстановена.",
    language: "Език на страницата", langs: { bg: "български", uk: "украински", en: "английски" },
    grow: "Уголеми", shrink: "Смали", growTip: "Уголемява списъка със забележките",
    nextTip: "Следваща забележка (F8)", prevTip: "Предишна забележка (Shift+F8)",
    help: "Помощ", helpTitle: "Ръководство", filesLabel: "Файлове", editorLabel: "Текст на регламента", previewLabel: "Документ",
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
    unsavedQuestion: f => `У «${f}» є незбережені зміни. Що з ними зробити? (Якщо їх не зберегти, вони залишаться чернеткою в браузері.)`,
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
    conflict: "Файл змінено на диску (в іншому вікні чи програмі) після того, як ви його відкрили. Ваш текст збережено тут і в браузері: об'єднайте дві версії, порівняйте їх, збережіть свою як копію або візьміть версію з диска.",
    merge: "Об'єднати", compare: "Порівняти", keepCopy: "Зберегти мою як копію", takeDisk: "Взяти версію з диска",
    myVersion: "моя версія", copySaved: f => `Вашу версію збережено як «${f}».`,
    merged: "Дві версії об'єднано; перегляньте текст і збережіть його.",
    mergedMarks: n => `Дві версії об'єднано. ${n === 1 ? "В одному місці" : `У ${n} місцях`} обидві змінили ті самі рядки: ${n === 1 ? "його позначено" : "їх позначено"} рядками «# <<<<<<<», «# =======» і «# >>>>>>>». Залиште правильне, видаліть позначки й збережіть.`,
    marksLeft: n => `У тексті ще ${n === 1 ? "є одне позначене місце" : `є позначені місця (${n})`} з об'єднання. Залиште правильне й видаліть рядки «# <<<<<<<», «# =======» і «# >>>>>>>», перш ніж зберігати.`,
    markMine: "ваша версія", markTheirs: "версія з диска",
    lines: (a, b) => a === b ? `у рядку ${a}` : `у рядках ${a}–${b}`,
    takeDiskQuestion: (lines, first) => `Текст у редакторі буде замінено версією з диска. Зникнуть ваші зміни ${lines}${first ? ` («${first}»)` : ""}. Вони залишаться чернеткою в браузері, і їх можна відновити.`,
    askTake: "Взяти версію з диска", askCancel: "Скасувати", askDelete: "Видалити",
    compareTitle: "Ліворуч — ваша версія, праворуч — версія з диска; відмінності виділено кольором.",
    compareMine: "Ваша версія", compareDisk: "На диску",
    replacedKept: (f, t) => `Ваш попередній текст «${f}» (${t}) збережено як чернетку в браузері.`,
    discardDraft: "Видалити чернетку",
    discardQuestion: (f, t) => `Чернетку «${f}» від ${t} буде назавжди видалено з браузера. Видалити?`,
    keptAt: t => `незбережена чернетка від ${t}`, changedAt: lines => ` Зміни ${lines}.`,
    offline: "Зв'язок із редактором перервано (чи не зупинено програму reglament?). Нова спроба щосекунди; ваш текст збережено в браузері.",
    online: "Зв'язок із редактором відновлено.",
    language: "Мова сторінки", langs: { bg: "болгарська", uk: "українська", en: "англійська" },
    grow: "Збільшити", shrink: "Зменшити", growTip: "Збільшує список зауважень",
    nextTip: "Наступне зауваження (F8)", prevTip: "Попереднє зауваження (Shift+F8)",
    help: "Довідка", helpTitle: "Посібник", filesLabel: "Файли", editorLabel: "Текст регламенту", previewLabel: "Документ",
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
    unsavedQuestion: f => `“${f}” has unsaved changes. What should happen to them? (If you don't save them, they stay as a draft in the browser.)`,
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
    conflict: "The file was changed on disk (in another window or program) after you opened it. Your text is kept here and in the browser: merge the two versions, compare them, keep yours as a copy, or take the disk's version.",
    merge: "Merge", compare: "Compare", keepCopy: "Keep mine as a copy", takeDisk: "Take the disk's version",
    myVersion: "my version", copySaved: f => `Your version is saved as “${f}”.`,
    merged: "The two versions are merged; review the text and save it.",
    mergedMarks: n => `The two versions are merged. In ${n === 1 ? "one place" : `${n} places`} both changed the same lines: ${n === 1 ? "it is" : "they are"} marked with the lines “# <<<<<<<”, “# =======” and “# >>>>>>>”. Keep what is right, delete the marks and save.`,
    marksLeft: n => `The text still has ${n === 1 ? "one place" : `${n} places`} marked by the merge. Keep what is right and delete the lines “# <<<<<<<”, “# =======” and “# >>>>>>>” before saving.`,
    markMine: "your version", markTheirs: "the disk's version",
    lines: (a, b) => a === b ? `on line ${a}` : `on lines ${a}–${b}`,
    takeDiskQuestion: (lines, first) => `The text in the editor will be replaced by the disk's version. Your changes ${lines}${first ? ` (“${first}”)` : ""} will go. They stay as a draft in the browser, which you can restore.`,
    askTake: "Take the disk's version", askCancel: "Cancel", askDelete: "Delete",
    compareTitle: "Your version on the left, the disk's on the right; the differences are coloured.",
    compareMine: "Your version", compareDisk: "On disk",
    replacedKept: (f, t) => `Your previous text of “${f}” (${t}) is kept as a draft in the browser.`,
    discardDraft: "Delete the draft",
    discardQuestion: (f, t) => `The draft of “${f}” from ${t} will be deleted from the browser for good. Delete it?`,
    keptAt: t => `unsaved draft from ${t}`, changedAt: lines => ` Changes ${lines}.`,
    offline: "The connection to the editor was lost (has the reglament program stopped?). Trying again every second; your text is kept in the browser.",
    online: "The connection to the editor is back.",
    language: "Page language", langs: { bg: "Bulgarian", uk: "Ukrainian", en: "English" },
    grow: "Enlarge", shrink: "Shrink", growTip: "Enlarges the list of findings",
    nextTip: "Next finding (F8)", prevTip: "Previous finding (Shift+F8)",
    help: "Help", helpTitle: "Guide", filesLabel: "Files", editorLabel: "Text of the regulation", previewLabel: "Document",
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
    "$ unchanged lines": "непроменени редове: $", "Accept": "Приеми", "Reject": "Отхвърли",
  },
  uk: {
    "Find": "Пошук", "Replace": "Заміна", "next": "наступне", "previous": "попереднє", "all": "усі",
    "match case": "великі/малі літери", "by word": "цілі слова", "regexp": "рег. вираз",
    "replace": "замінити", "replace all": "замінити все", "close": "закрити", "current match": "поточний збіг",
    "replaced $ matches": "замінено: $", "replaced match on line $": "замінено в рядку $", "on line": "у рядку",
    "Go to line": "До рядка", "go": "перейти", "Diagnostics": "Зауваження", "No diagnostics": "Зауважень немає",
    "Completions": "Підказки", "Selection deleted": "Виділене видалено", "Control character": "Керівний символ",
    "$ unchanged lines": "незмінені рядки: $", "Accept": "Прийняти", "Reject": "Відхилити",
  },
  en: {},
};

const $ = id => document.getElementById(id);
// The token of the server that served the page; a restarted server has a new one, which the page
// reads again from its own address (another site cannot read it: it is not served across origins).
let TOKEN = document.querySelector('meta[name="reglament-token"]').content;

// The page's language: hers, when she chose one (kept in the browser), else the folder's (the
// server writes it into the page). Never the open file's: a file whose header cannot be read
// must not turn the page into another language.
function chosenLang() {
  try { const l = localStorage.getItem("reglament:lang"); return WORDS[l] ? l : null; } catch { return null; }
}

const state = {
  lang: chosenLang() || (WORDS[document.documentElement.lang] ? document.documentElement.lang : "bg"),
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
  baseKnown: true,       // state.saved is the text her version started from (a merge needs it)
  restored: null,        // the kept draft she restored (forgotten once it is saved)
  conflict: null,        // the disk's version when a save was refused: {text, version, encoding, newline}
  current: -1,           // the finding F8 went to
};

let view = null;
const keywordCache = {};
const languageConf = new CM.Compartment();
const phrasesConf = new CM.Compartment();
const completionConf = new CM.Compartment();
const labelConf = new CM.Compartment();

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
  $("files").setAttribute("aria-label", w.filesLabel);
  $("preview").title = w.previewLabel;
  $("help").textContent = w.help;
  $("help-title").textContent = w.helpTitle;
  $("lang").setAttribute("aria-label", w.language);
  $("lang").title = w.language;
  for (const o of $("lang").options) o.textContent = w.langs[o.value];
  $("lang").value = lang;
  $("findings-grow").textContent = $("editor-pane").classList.contains("findings-big") ? w.shrink : w.grow;
  $("findings-grow").title = w.growTip;
  $("findings-prev").title = w.prevTip;
  $("findings-next").title = w.nextTip;
  $("findings-prev").setAttribute("aria-label", w.prevTip);
  $("findings-next").setAttribute("aria-label", w.nextTip);
  for (const b of document.querySelectorAll("dialog .close")) { b.title = w.close; b.setAttribute("aria-label", w.close); }
  const first = $("files").options[0];
  if (first && first.value === "") first.textContent = w.open;
  if (view && changed) {
    view.dispatch({ effects: [
      phrasesConf.reconfigure(CM.EditorState.phrases.of(CM_PHRASES[lang])),
      labelConf.reconfigure(CM.EditorView.contentAttributes.of({ "aria-label": w.editorLabel, spellcheck: "false" })),
    ] });
  }
  drawEncoding();
  drawFindings();
  updateTitle();
  if (changed && state.path !== null) check(); // the findings in her language
}

// She chooses the page's language; kept in the browser for every folder.
function chooseLang(lang) {
  try { localStorage.setItem("reglament:lang", lang); } catch { /* not kept */ }
  setLang(lang);
  loadFiles(state.path).catch(() => {});
}

function now() {
  return new Date().toLocaleTimeString(state.lang === "en" ? "en-GB" : state.lang, { hour: "2-digit", minute: "2-digit" });
}

// ------------------------------------------------------------------------------- the server

// A request to the server. When the server does not answer (it stopped, or was restarted), the
// page waits for it (one notice, whoever asked), takes the new server's token, and sends the
// request again: a save pressed meanwhile is made once the server is back.
async function api(method, url, body, headers) {
  for (let attempt = 0; ; attempt++) {
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
      if (attempt < 3 && await reconnect()) continue;
      const error = new Error(words().offline);
      error.code = "offline";
      throw error;
    }
    const type = response.headers.get("Content-Type") || "";
    const data = type.includes("json") ? await response.json() : await response.blob();
    if (!response.ok) {
      // A restarted server refuses the old token: take the new one and ask again, once.
      if (data && data.code === "foreign-page" && attempt === 0 && await refreshToken()) continue;
      const error = new Error((data && data.error) || response.statusText);
      error.status = response.status;
      error.code = data && data.code;
      throw error;
    }
    return data;
  }
}

// The token of the server now answering at the page's address (false while none answers).
async function refreshToken() {
  try {
    const response = await fetch("/", { cache: "no-store" });
    if (!response.ok) return false;
    const m = /name="reglament-token" content="([0-9a-f]+)"/.exec(await response.text());
    if (!m) return false;
    TOKEN = m[1];
    return true;
  } catch {
    return false;
  }
}

// Waits (up to ten minutes) for the server to answer again, with one notice while it does not.
let reconnecting = null;
function reconnect() {
  if (reconnecting) return reconnecting;
  reconnecting = (async () => {
    notice("offline", words().offline, [], "error");
    writeDraft();
    for (let i = 0; i < 600; i++) {
      await new Promise(r => setTimeout(r, 1000));
      if (await refreshToken()) {
        dismissNotice("offline");
        notice("online", words().online, [], "info");
        setTimeout(() => dismissNotice("online"), 4000);
        reconnecting = null;
        return true;
      }
    }
    reconnecting = null;
    return false;
  })();
  return reconnecting;
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
    button.addEventListener("click", () => { if (!b.stay) dismissNotice(key); b.run && b.run(); });
    box.appendChild(button);
  }
  const close = document.createElement("button");
  close.type = "button";
  close.className = "close";
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
    // F8 and Shift+F8 go through the findings in the order of the list (errors first), before
    // CodeMirror's own F8 (which goes in the order of the text).
    CM.keymap.of([{ key: "F8", run: () => moveFinding(1) }, { key: "Shift-F8", run: () => moveFinding(-1) }]),
    CM.keymap.of([
      ...CM.closeBracketsKeymap, ...CM.defaultKeymap, ...CM.searchKeymap, ...CM.historyKeymap,
      ...CM.completionKeymap, ...CM.lintKeymap,
    ]),
    CM.EditorView.updateListener.of(onUpdate),
    labelConf.of(CM.EditorView.contentAttributes.of({ "aria-label": words().editorLabel, spellcheck: "false" })),
    mergeMarks,
  ];
}

// The lines a merge marked (`# <<<<<<< …`, `# =======`, `# >>>>>>> …`) stand out in the editor.
const MARK = /^# (<<<<<<<|=======|>>>>>>>)( |$)/;
const markLine = CM.Decoration.line({ class: "cm-merge-mark" });
const mergeMarks = CM.ViewPlugin.fromClass(class {
  constructor(v) { this.decorations = this.build(v); }
  update(u) { if (u.docChanged || u.viewportChanged) this.decorations = this.build(u.view); }
  build(v) {
    const ranges = [];
    for (const { from, to } of v.visibleRanges) {
      for (let pos = from; pos <= to;) {
        const line = v.state.doc.lineAt(pos);
        if (MARK.test(line.text)) ranges.push(markLine.range(line.from));
        pos = line.to + 1;
      }
    }
    return CM.Decoration.set(ranges);
  }
}, { decorations: p => p.decorations });

function marksIn(t) { return t.split("\n").filter(l => /^# <<<<<<<( |$)/.test(l)).length; }

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
  if (!chosenLang() && data.lang && data.lang !== state.lang) setLang(data.lang);
  const welcome = $("welcome-files");
  welcome.innerHTML = "";
  // Files with a draft kept in the browser first, saying so; then the others.
  const kept = path => {
    const all = keptOf(path);
    const live = draftOf(path);
    if (live) all.push(live);
    return all.length ? Math.max(...all.map(d => d.at || 0)) : 0;
  };
  const orphans = draftPaths().filter(p => !state.files.includes(p));
  const entries = [...data.files.map(f => f.path), ...orphans].map(path => ({ path, kept: kept(path) }));
  entries.sort((a, b) => (b.kept > 0) - (a.kept > 0));
  for (const { path, kept: at } of entries) {
    const li = document.createElement("li");
    const a = document.createElement("a");
    a.href = "#" + encodeURIComponent(path);
    a.textContent = path;
    a.addEventListener("click", e => { e.preventDefault(); switchTo(path); });
    li.appendChild(a);
    if (at) {
      li.className = "kept";
      const note = document.createElement("span");
      note.className = "kept-note";
      note.textContent = " — " + words().keptAt(when(at));
      li.appendChild(note);
    }
    welcome.appendChild(li);
  }
  if (data.files.length === 0 && orphans.length === 0) {
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

// Asks what to do with unsaved changes before they would be left: true to go on. "Don't save"
// keeps them as a draft in the browser, which she can restore.
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
      else if (choice === "discard") { keepCurrent("left"); forgetDraft(state.path); resolve(true); }
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

// A question with two answers (the dialog `ask`): true when she says yes.
function ask(question, yes, no) {
  const dialog = $("ask");
  $("ask-text").textContent = question;
  $("ask-yes").textContent = yes;
  $("ask-no").textContent = no;
  return new Promise(resolve => {
    const done = answer => {
      dialog.close();
      $("ask-yes").onclick = $("ask-no").onclick = dialog.oncancel = null;
      resolve(answer);
    };
    $("ask-yes").onclick = () => done(true);
    $("ask-no").onclick = () => done(false);
    dialog.oncancel = e => { e.preventDefault(); done(false); };
    dialog.showModal();
    $("ask-no").focus();
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
  state.baseKnown = true;
  state.restored = null;
  state.conflict = null;
  state.current = -1;
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
  for (const n of [...$("notices").children]) {
    if (/^(conflict|failure|encoding|draft|merged|marks|copy)/.test(n.dataset.key)) n.remove();
  }
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

// Replaces the whole text of the open file as one change (Ctrl+Z brings back what it replaced),
// as the version `base` of the file whose text is `saved`.
function replaceText(next, base, saved, userEvent) {
  state.version = base;
  state.saved = saved;
  view.dispatch({
    changes: { from: 0, to: view.state.doc.length, insert: next },
    selection: { anchor: 0 },
    userEvent,
    scrollIntoView: true,
  });
  updateSaveButton();
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
  updateTitle();
}

// The tab's title: the unsaved mark, the file, and how many errors it has.
function updateTitle() {
  if (state.path === null) { document.title = "reglament"; return; }
  const name = state.path.replace(/^.*\//, "");
  const errors = state.diagnostics.filter(d => d.severity === "error").length;
  document.title = (dirty() ? "● " : "") + name + (errors ? " — " + words().errors(errors) : "");
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
  const marks = marksIn(sent);
  if (marks > 0) {
    notice("marks", words().marksLeft(marks), [], "error");
    goToMark();
    return false;
  }
  try {
    const data = await api("POST", "/api/save", { path, text: sent, base: state.version, to_utf8: $("to-utf8").checked });
    if (path !== state.path) return true;
    state.version = data.version;
    state.saved = sent;
    state.baseKnown = true;
    state.encoding = data.encoding;
    state.newline = data.newline;
    state.conflict = null;
    $("to-utf8").checked = false;
    for (const key of ["conflict", "encoding", "failure", "marks", "merged"]) dismissNotice(key);
    // What she saved is on disk: the drafts it came from are no longer needed.
    unkeep(path, d => d.text === sent || (state.restored !== null && d.at === state.restored) || d.why === "conflict" || d.why === "merge");
    state.restored = null;
    if (!dirty()) forgetDraft(path);
    updateSaveButton();
    drawEncoding();
    status(words().saved(now()));
    await loadFiles(path);
    return true;
  } catch (e) {
    if (e.code === "conflict") {
      await conflict(path);
    } else if (e.code === "unencodable") {
      notice("encoding", e.message, [{ label: words().saveUtf8, id: "save-utf8", run: () => { $("to-utf8").checked = true; save(); } }], "error");
    } else {
      failure(e);
    }
    return false;
  }
}

// ------------------------------------------------------------------------------- a conflict

// Her save was refused: the file changed on disk since the version her text started from. Her
// text stays in the editor and is kept in the browser; the disk's version is fetched, and she
// chooses: merge the two (three-way, against the version she started from), compare them side
// by side, keep hers as a copy beside the file, or take the disk's (which asks first).
async function conflict(path) {
  const w = words();
  keepCurrent("conflict");
  let disk;
  try {
    disk = await api("GET", "/api/file?path=" + encodeURIComponent(path));
  } catch (e) {
    if (e.status !== 404) { failure(e); return; }
    disk = { text: "", version: null, encoding: "UTF-8", newline: "lf" }; // deleted meanwhile
  }
  if (path !== state.path) return;
  state.conflict = { text: disk.text, version: disk.version, encoding: disk.encoding, newline: disk.newline };
  const buttons = [];
  if (state.baseKnown) buttons.push({ label: w.merge, id: "merge", run: mergeWithDisk });
  buttons.push({ label: w.compare, id: "compare", run: compare, stay: true });
  buttons.push({ label: w.keepCopy, id: "keep-copy", run: keepCopy, stay: true });
  buttons.push({ label: w.takeDisk, id: "take-disk", run: takeDisk, stay: true });
  notice("conflict", w.conflict, buttons, "error");
}

// The lines of `mine` that differ from `other`: "on line 38", "on lines 38–41", and the first
// of them (trimmed), to name what would be lost.
function changedLines(mine, other) {
  const a = mine.split("\n");
  const b = other.split("\n");
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
  const last = Math.max(start, a.length - end - 1);
  const first = (a[start] || "").trim();
  return { from: start + 1, to: last + 1, first: first.length > 80 ? first.slice(0, 79) + "…" : first };
}

// Three-way merge (node-diff3, bundled in codemirror.js): where only one side changed a stretch
// of lines, its change is taken; where both changed the same lines, both are kept between
// marks. The result is one change of the editor (Ctrl+Z undoes it); her text before it is kept.
function mergeWithDisk() {
  const c = state.conflict;
  if (!c || !view) return;
  const w = words();
  const mine = text();
  keepCurrent("merge");
  const regions = CM.diff3Merge(mine.split("\n"), state.saved.split("\n"), c.text.split("\n"), { excludeFalseConflicts: true });
  const out = [];
  let marks = 0;
  for (const r of regions) {
    if (r.ok) { out.push(...r.ok); continue; }
    marks++;
    out.push(`# <<<<<<< ${w.markMine}`, ...r.conflict.a, "# =======", ...r.conflict.b, `# >>>>>>> ${w.markTheirs}`);
  }
  state.encoding = c.encoding || state.encoding;
  state.newline = c.newline || state.newline;
  state.conflict = null;
  state.baseKnown = true;
  dismissNotice("conflict");
  $("compare-dialog").close();
  replaceText(out.join("\n"), c.version, c.text, "input.merge");
  drawEncoding();
  if (marks > 0) {
    notice("merged", w.mergedMarks(marks), [], "info");
    goToMark();
  } else {
    notice("merged", w.merged, [], "info");
  }
}

function goToMark() {
  const at = view.state.doc.toString().search(/^# <<<<<<</m);
  if (at < 0) return;
  view.dispatch({ selection: { anchor: at }, effects: CM.EditorView.scrollIntoView(at, { y: "center" }) });
  view.focus();
}

// Her version and the disk's side by side (CodeMirror's merge view), the differences marked.
let mergeView = null;
function compare() {
  const c = state.conflict;
  if (!c) return;
  const w = words();
  const dialog = $("compare-dialog");
  $("compare-title").textContent = w.compareTitle;
  $("compare-mine").textContent = w.compareMine;
  $("compare-disk").textContent = w.compareDisk;
  $("compare-merge").textContent = w.merge;
  $("compare-merge").hidden = !state.baseKnown;
  $("compare-copy").textContent = w.keepCopy;
  $("compare-take").textContent = w.takeDisk;
  if (mergeView) mergeView.destroy();
  const side = doc => ({
    doc,
    extensions: [
      CM.lineNumbers(), CM.EditorView.lineWrapping, CM.EditorView.editable.of(false), CM.EditorState.readOnly.of(true),
      CM.EditorState.phrases.of(CM_PHRASES[state.lang]), CM.syntaxHighlighting(highlight),
    ],
  });
  mergeView = new CM.MergeView({
    a: side(text()),
    b: side(c.text),
    parent: $("compare-view"),
    collapseUnchanged: { margin: 3, minSize: 6 },
    gutter: true,
  });
  dialog.showModal();
  const first = mergeView.dom.querySelector(".cm-changedLine, .cm-deletedChunk, .cm-insertedLine");
  if (first) first.scrollIntoView({ block: "center" });
}

function closeCompare() {
  $("compare-dialog").close();
  if (mergeView) { mergeView.destroy(); mergeView = null; }
}

// Her version saved beside the file as `<name> (моя версия).rgl` (numbered when that exists).
async function keepCopy() {
  if (state.path === null) return;
  const w = words();
  const sent = text();
  for (let n = 1; n <= 50; n++) {
    const suffix = n === 1 ? ` (${w.myVersion})` : ` (${w.myVersion} ${n})`;
    const name = state.path.replace(/(\.[^./]*)$/, suffix + "$1");
    try {
      await api("POST", "/api/save", { path: name, text: sent, base: null, to_utf8: false });
      notice("copy", w.copySaved(name), [], "info");
      await loadFiles(state.path);
      return;
    } catch (e) {
      if (e.code === "conflict") continue; // that name is taken
      failure(e);
      return;
    }
  }
}

// The disk's version replaces hers, once she says so; hers stays as a draft she can restore.
async function takeDisk() {
  const c = state.conflict;
  if (!c) return;
  const w = words();
  const mine = text();
  const lost = changedLines(mine, state.baseKnown ? state.saved : c.text);
  if (!(await ask(w.takeDiskQuestion(w.lines(lost.from, lost.to), lost.first), w.askTake, w.askCancel))) return;
  if (state.path === null || state.conflict !== c) return;
  keepCurrent("replaced");
  state.encoding = c.encoding || state.encoding;
  state.newline = c.newline || state.newline;
  state.conflict = null;
  state.baseKnown = true;
  dismissNotice("conflict");
  closeCompare();
  replaceText(c.text, c.version, c.text, "input.reload");
  forgetDraft(state.path);
  drawEncoding();
  offerKept(state.path, c.text, c.version);
}

// ------------------------------------------------------------------------------- drafts kept in the browser

// Two kinds of draft, per folder and file:
// - the live draft (`reglament:draft:…`): the text she is typing, written 400 ms after a change
//   and when she leaves; offered back when the file is opened again;
// - the kept drafts (`reglament:kept:…`, a list): texts the page took out of the editor (a
//   recovered draft not yet restored, her text before a merge, before the disk's version,
//   before she left without saving). A kept draft is never written over by typing; it goes when
//   she saves it or deletes it (which asks).
// Each draft has its text, the version of the file it started from and that version's text.
function draftKey(path) { return `reglament:draft:${state.folder}:${path}`; }
function keptKey(path) { return `reglament:kept:${state.folder}:${path}`; }

function draftOf(path) {
  try { return JSON.parse(localStorage.getItem(draftKey(path)) || "null"); } catch { return null; }
}

function keptOf(path) {
  try {
    const list = JSON.parse(localStorage.getItem(keptKey(path)) || "[]");
    return Array.isArray(list) ? list.filter(d => d && typeof d.text === "string") : [];
  } catch { return []; }
}

// Every file of this folder with a draft, live or kept.
function draftPaths() {
  const out = new Set();
  try {
    for (const k of Object.keys(localStorage)) {
      for (const prefix of [`reglament:draft:${state.folder}:`, `reglament:kept:${state.folder}:`]) {
        if (k.startsWith(prefix)) out.add(k.slice(prefix.length));
      }
    }
  } catch { /* no storage */ }
  return [...out];
}

// Keeps a text as a kept draft of `path` (the same text is kept once; the ten newest stay).
function keep(path, draft) {
  const list = keptOf(path).filter(d => d.text !== draft.text);
  list.push(Object.assign({ at: Date.now() }, draft));
  while (list.length > 10) list.shift();
  try { localStorage.setItem(keptKey(path), JSON.stringify(list)); } catch { /* storage full: the page still asks */ }
}

// Keeps the editor's text, when it has changes, before something replaces it.
function keepCurrent(why) {
  if (state.path === null || !dirty()) return;
  keep(state.path, { text: text(), base: state.version, saved: state.saved, why });
}

function unkeep(path, which) {
  const list = keptOf(path).filter(d => !which(d));
  try {
    if (list.length) localStorage.setItem(keptKey(path), JSON.stringify(list));
    else localStorage.removeItem(keptKey(path));
  } catch { /* nothing kept */ }
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
      localStorage.setItem(draftKey(state.path), JSON.stringify({ text: text(), base: state.version, saved: state.saved, at: Date.now() }));
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

// After a file is opened: the live draft left by a crash or a closed tab becomes a kept draft
// (typing cannot replace it), and the kept drafts are offered.
function offerDraft(path, onDisk, version) {
  const live = draftOf(path);
  if (live) {
    forgetDraft(path);
    if (live.text !== onDisk) keep(path, Object.assign({}, live, { why: "recovered" }));
  }
  offerKept(path, onDisk, version);
}

// One notice per kept draft of the open file (the newest first, three at most): when it is from,
// which lines it changes, whether the file changed on disk since; restore it, or delete it.
function offerKept(path, onDisk, version) {
  for (const n of [...$("notices").children]) if (/^draft/.test(n.dataset.key)) n.remove();
  unkeep(path, d => d.text === onDisk);
  const list = keptOf(path).reverse().slice(0, 3);
  const w = words();
  list.forEach((draft, i) => {
    const lines = changedLines(draft.text, onDisk);
    const said = draft.why === "replaced" || draft.why === "merge" || draft.why === "conflict"
      ? w.replacedKept(path, when(draft.at)) : w.draftFound(path, when(draft.at));
    const changed = draft.base !== undefined && draft.base !== version ? w.draftChanged : "";
    notice(i === 0 ? "draft" : "draft:" + draft.at, said + w.changedAt(w.lines(lines.from, lines.to)) + changed, [
      { label: w.restore, id: i === 0 ? "restore-draft" : undefined, run: () => restoreKept(path, draft) },
      { label: w.discardDraft, id: i === 0 ? "discard-draft" : undefined, stay: true, run: () => discardKept(path, draft) },
    ], "info");
  });
}

// A kept draft back in the editor, as the version it started from: saved, it is a conflict
// when the file changed on disk since (and the merge has the text it started from).
function restoreKept(path, draft) {
  if (state.path !== path) return;
  keepCurrent("replaced");
  const base = draft.base === undefined ? state.version : draft.base;
  const known = typeof draft.saved === "string";
  state.baseKnown = known || base === state.version;
  state.restored = draft.at;
  replaceText(draft.text, base, known ? draft.saved : state.saved, "input.restore");
  view.focus();
}

async function discardKept(path, draft) {
  const w = words();
  if (!(await ask(w.discardQuestion(path, when(draft.at)), w.askDelete, w.askCancel))) return;
  unkeep(path, d => d.at === draft.at && d.text === draft.text);
  for (const n of [...$("notices").children]) if (n.dataset.key === "draft" || n.dataset.key === "draft:" + draft.at) n.remove();
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
      { label: w.dismiss, stay: true, run: async () => {
        if (await ask(w.discardQuestion(path, when(draft.at)), w.askDelete, w.askCancel)) { forgetDraft(path); dismissNotice("orphan:" + path); }
      } },
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

// Errors first, then warnings, then notes; in the order of the text within each.
const RANK = { error: 0, warning: 1, note: 2 };

function applyCheck(data, changes) {
  state.checked++;
  useKeywords(data.keywords);
  state.sinceChecked = changes;
  state.more = data.more || 0;
  const current = state.diagnostics[state.current];
  state.diagnostics = data.diagnostics.map(d => {
    const at = d.from === null ? null : { from: changes.mapPos(d.from, 1), to: changes.mapPos(d.to, -1) };
    return Object.assign({}, d, { at });
  });
  state.diagnostics.sort((a, b) => (RANK[a.severity] ?? 3) - (RANK[b.severity] ?? 3) || (a.at ? a.at.from : -1) - (b.at ? b.at.from : -1));
  state.current = current ? state.diagnostics.findIndex(d => d.code === current.code && d.line === current.line) : -1;
  drawDiagnostics();
  drawFindings();
  updateTitle();
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
    if (d.fix) actions.push({ name: plain(`${words().fix}: ${d.fix.title}`), apply: () => applyFix(d.fix, "input.fix") });
    if (d.confirm) actions.push({ name: words().confirm, apply: () => applyFix(d.confirm, "input.confirm") });
    actions.push({ name: words().explain, apply: () => explainInList(d) });
    list.push({
      from, to, severity: severity(d.severity), source: d.code, message: plain(d.message + (d.help ? "\n→ " + d.help : "")), actions,
      renderMessage: () => { const box = document.createElement("span"); inline(box, d.message); if (d.help) { const h = document.createElement("span"); h.className = "help"; inline(h, d.help); box.append(document.createElement("br"), "→ ", h); } return box; },
    });
  }
  view.dispatch(CM.setDiagnostics(view.state, list));
}

// Text with its `code` spans as the page shows them (no backticks left).
function plain(t) { return t.replace(/`([^`]*)`/g, "„$1“"); }

// F8 / Shift+F8: the next or previous finding of the list (errors first), its place selected
// in the text and its entry marked in the list.
function moveFinding(step) {
  const list = state.diagnostics;
  if (!view || list.length === 0) return false;
  let i = state.current;
  for (let n = 0; n < list.length; n++) {
    i = (i + step + list.length) % list.length;
    if (list[i].at) break;
  }
  state.current = i;
  markCurrent();
  goTo(list[i]);
  return true;
}

function markCurrent() {
  const items = [...$("findings").children].filter(li => !li.classList.contains("more"));
  items.forEach((li, i) => li.classList.toggle("current", i === state.current));
  const li = items[state.current];
  if (li) li.scrollIntoView({ block: "nearest" });
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
    msg.title = plain(d.message);
    li.append(code, where, msg);
    // The second line: the help, then what she can do.
    const second = document.createElement("div");
    second.className = "second";
    li.appendChild(second);
    const explain = document.createElement("a");
    explain.href = "#";
    explain.className = "explain";
    explain.textContent = w.explain;
    explain.addEventListener("click", e => { e.preventDefault(); e.stopPropagation(); toggleExplain(li, d.code); });
    second.appendChild(explain);
    if (d.fix) {
      const fix = document.createElement("button");
      fix.type = "button";
      fix.className = "fix";
      inline(fix, `${w.fix}: ${d.fix.title}`);
      fix.addEventListener("click", e => { e.stopPropagation(); applyFix(d.fix, "input.fix"); });
      second.appendChild(fix);
    }
    if (d.confirm) {
      const confirm = document.createElement("button");
      confirm.type = "button";
      confirm.className = "confirm";
      confirm.textContent = w.confirm;
      confirm.title = w.confirmTip;
      confirm.addEventListener("click", e => { e.stopPropagation(); applyFix(d.confirm, "input.confirm"); });
      second.appendChild(confirm);
    }
    if (d.help) {
      const help = document.createElement("span");
      help.className = "help";
      inline(help, d.help);
      help.title = plain(d.help);
      second.appendChild(help);
    }
    li.addEventListener("click", () => { state.current = state.diagnostics.indexOf(d); markCurrent(); goTo(d); });
    if (state.diagnostics.indexOf(d) === state.current) li.classList.add("current");
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

// A fix (or a confirmation) is one editor change: Ctrl+Z undoes it; the caret goes to the end of
// what it changed, brought into view.
function applyFix(fix, userEvent) {
  const changes = changesOf([fix]);
  if (changes.length === 0) return;
  const first = changes[0];
  const at = first.from + first.insert.length;
  view.dispatch({ changes, userEvent, selection: { anchor: at }, effects: CM.EditorView.scrollIntoView(at, { y: "center" }) });
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
    } else if (/^!\[[^\]]*\]\(img\/[\w.-]+\.png\)$/.test(line.trim())) {
      endBlocks();
      const m = /^!\[([^\]]*)\]\(img\/([\w.-]+\.png)\)$/.exec(line.trim());
      const img = document.createElement("img");
      img.alt = m[1];
      img.src = "/guide/img/" + m[2];
      img.loading = "lazy";
      out.appendChild(img);
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

// ------------------------------------------------------------------------------- her guide

// The guide (docs/guide/{bg,uk}.md, served with its screenshots) in a dialog, in her language.
async function openHelp() {
  const lang = state.lang === "uk" ? "uk" : state.lang === "bg" ? "bg" : "en";
  const body = $("help-body");
  try {
    const response = await fetch(`/guide/${lang}.md`, { cache: "no-store" });
    if (!response.ok) throw new Error(response.statusText);
    body.innerHTML = "";
    body.appendChild(markdown(await response.text()));
  } catch (e) {
    failure(e);
    return;
  }
  $("help-dialog").showModal();
  body.scrollTop = 0;
}

// The findings pane, enlarged to most of the editor's height or back to its size.
function growFindings() {
  const pane = $("editor-pane");
  const big = pane.classList.toggle("findings-big");
  $("findings-grow").textContent = big ? words().shrink : words().grow;
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
  // On a low screen (a 1024×768 laptop shows a page 625 pixels high) the findings take more of
  // the height, so that five of them are in view.
  splitter("split-h", false, v => document.documentElement.style.setProperty("--findings", v + "%"), innerHeight < 700 ? 44 : 34);
  $("files").addEventListener("change", e => switchTo(e.target.value));
  $("lang").addEventListener("change", e => chooseLang(e.target.value));
  // A file named in the address (a link, the browser's back button) is opened, asking first.
  window.addEventListener("hashchange", () => {
    const path = decodeURIComponent(location.hash.slice(1));
    if (path && path !== state.path) switchTo(path);
  });
  $("help").addEventListener("click", openHelp);
  $("help-close").addEventListener("click", () => $("help-dialog").close());
  $("findings-grow").addEventListener("click", growFindings);
  $("findings-next").addEventListener("click", () => moveFinding(1));
  $("findings-prev").addEventListener("click", () => moveFinding(-1));
  $("compare-merge").addEventListener("click", mergeWithDisk);
  $("compare-copy").addEventListener("click", keepCopy);
  $("compare-take").addEventListener("click", takeDisk);
  $("compare-close").addEventListener("click", closeCompare);
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
    // F8 outside the editor (the editor's own keymap takes it inside).
    if (e.key === "F8" && !(view && view.hasFocus)) { e.preventDefault(); moveFinding(e.shiftKey ? -1 : 1); }
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
