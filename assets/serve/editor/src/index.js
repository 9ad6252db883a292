// The pieces of CodeMirror 6 the page of `reglament serve` uses, as one global `CM` (the page's
// own script, assets/serve/app.js, stays plain JavaScript and builds the editor from these).
export { EditorState, EditorSelection, StateEffect, StateField, Compartment, Transaction, Annotation, ChangeSet, MapMode } from "@codemirror/state";
export {
  EditorView, keymap, lineNumbers, highlightActiveLine, highlightActiveLineGutter, drawSelection,
  highlightSpecialChars, rectangularSelection, crosshairCursor, dropCursor, placeholder, Decoration,
  ViewPlugin, WidgetType,
} from "@codemirror/view";
export { defaultKeymap, history, historyKeymap, indentWithTab, undo, redo, undoDepth, redoDepth, isolateHistory } from "@codemirror/commands";
export {
  StreamLanguage, HighlightStyle, syntaxHighlighting, indentOnInput, bracketMatching, foldGutter,
  LanguageSupport, indentUnit, syntaxTree,
} from "@codemirror/language";
export { linter, lintGutter, setDiagnostics, forEachDiagnostic, lintKeymap, forceLinting, diagnosticCount } from "@codemirror/lint";
export { search, searchKeymap, highlightSelectionMatches, openSearchPanel, closeSearchPanel } from "@codemirror/search";
export {
  autocompletion, completionKeymap, closeBrackets, closeBracketsKeymap, startCompletion,
  acceptCompletion, completionStatus,
} from "@codemirror/autocomplete";
export { tags } from "@lezer/highlight";
// The comparison of two versions side by side, with the differences marked (a conflict).
export { MergeView } from "@codemirror/merge";
// The three-way merge of her version and the disk's against the version she started from.
export { diff3Merge } from "node-diff3";
