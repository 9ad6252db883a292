//! V216 `no-time-between-rounds`: the next round starts when the previous one's longest game can
//! just have ended, with no time left to enter the results and pair the round.

use crate::checks::{facts, finding, Context, Rule, WARNING};
use crate::diagnostic::l10n::{localized, tr, Localized, Texts};
use crate::diagnostic::Code;
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};
use crate::model::time_control;

/// Consecutive rounds that leave less than the margin for results and pairings after the
/// longest possible game.
pub struct NoTimeBetweenRounds;

/// Minutes a Swiss (or a knockout) needs between the end of a round's longest game and the next
/// round: enter the results, check them with the players, pair, publish the pairings.
pub const SWISS_MARGIN_MINUTES: i64 = 10;
/// Minutes a round robin needs: its pairings are known in advance, only the results are entered
/// and the boards reset.
pub const ROUND_ROBIN_MARGIN_MINUTES: i64 = 5;

static INFO: CodeInfo = CodeInfo {
    code: "V216",
    name: "no-time-between-rounds",
    severity: WARNING,
    summary: "a round starts when the previous round's longest game can just have ended, leaving no time for results and pairings",
    doc: Doc {
        what: r#"Two consecutive rounds whose starting times are at least the longest game the time control allows apart (else V209 reports them), but less than that plus the time the arbiter needs between rounds: 10 minutes in a Swiss or a knockout (enter and check the results, pair, publish the pairings), 5 minutes in a round robin (the pairings are known; the results are entered and the boards reset). The longest game is both clocks run down on FIDE's 60-move assumption: 2 × (all periods + increment × 60 moves + delay × 60 moves), an increment from move N counting for the moves from N to 60. At 10 min + 5 s that is 2 × (10 + 5) = 30 min: rounds every 30 minutes leave no minute for pairings."#,
        why: r#"The next round cannot be paired before the last game of the previous one ends; with no margin, every long game delays the whole programme, and the last rounds start late or are played at a faster pace than the regulation promised."#,
        example: r#"```text
system individual swiss rounds 9
time-control { period 10 min; increment 5 s from-move 1 }
schedule {
  2019-02-23 събота 11:00 round 1
  2019-02-23 събота 11:30 round 2    # 30 min later: a game may last 30 min
}
```"#,
        fix: r#"Start each round at least the longest game plus the margin after the previous one (at 10 min + 5 s in a Swiss: 40 minutes), or shorten the time control."#,
        reference: r#"FIDE Laws of Chess, Appendices A.1 and B.1 and the glossary (the 60-move assumption); FIDE Handbook C.04 (a Swiss round is paired from the results of all earlier rounds); the margins are this tool's, stated here."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary: "кръгът започва, когато най-дългата партия от предишния едва е свършила, и не остава време за резултати и жребий",
        doc: Doc {
            what: r#"Два поредни кръга, чиито начални часове са поне колкото най-дългата партия, която контролата позволява (иначе V209 ги отчита), но по-малко от нея плюс времето, нужно на съдията между кръговете: 10 минути при швейцарска система или елиминации (въвеждане и проверка на резултатите, жребий, обявяване на двойките), 5 минути при кръгова система (двойките са известни; въвеждат се резултатите и се нареждат дъските). Най-дългата партия е с изтекли два часовника при допускането на ФИДЕ за 60 хода: 2 × (всички периоди + добавката × 60 хода + забавянето × 60 хода), като добавка от ход N се брои за ходовете от N до 60. При 10 мин + 5 сек това са 2 × (10 + 5) = 30 мин: кръгове през 30 минути не оставят нито минута за жребий."#,
            why: r#"Следващият кръг не може да се изтегли, преди да свърши последната партия от предишния; без резерв всяка дълга партия забавя цялата програма, а последните кръгове започват късно или се играят с по-бърза контрола от обявената."#,
            example: r#""#,
            fix: r#"Започвайте всеки кръг поне най-дългата партия плюс резерва след предишния (при 10 мин + 5 сек и швейцарска система — 40 минути) или съкратете контролата."#,
            reference: r#"Правилник на ФИДЕ за шахматната игра, приложения А.1 и Б.1 и речникът (допускането за 60 хода); Наръчник на ФИДЕ, C.04 (кръгът при швейцарска система се тегли по резултатите от всички предишни); резервите са на този инструмент и са посочени тук."#,
        },
    },
    uk: Texts {
        summary: "тур починається, коли найдовша партія попереднього ледве могла закінчитися, і не лишається часу на результати та жеребкування",
        doc: Doc {
            what: r#"Два поспіль тури, час початку яких віддалений щонайменше на найдовшу партію, яку дозволяє контроль часу (інакше це V209), але менше, ніж на неї плюс час, потрібний судді між турами: 10 хвилин у швейцарській системі чи на вибування (внести й перевірити результати, провести жеребкування, оголосити пари), 5 хвилин у коловій (пари відомі; вносять результати й розставляють дошки). Найдовша партія — це обидва годинники, що вичерпалися, з розрахунку ФІДЕ на 60 ходів: 2 × (усі періоди + додавання × 60 ходів + затримка × 60 ходів), причому додавання з ходу N рахують для ходів від N до 60. Для 10 хв + 5 с це 2 × (10 + 5) = 30 хв: тури щопівгодини не лишають жодної хвилини на жеребкування."#,
            why: r#"Наступний тур не можна жеребкувати, доки не закінчилася остання партія попереднього; без запасу кожна довга партія затримує всю програму, а останні тури починаються пізно або грають швидшим контролем, ніж обіцяв регламент."#,
            example: r#""#,
            fix: r#"Починайте кожен тур щонайменше через найдовшу партію плюс запас після попереднього (для 10 хв + 5 с у швейцарській системі — через 40 хвилин) або скоротіть контроль часу."#,
            reference: r#"Правила шахів ФІДЕ, додатки A.1 і B.1 та глосарій (розрахунок на 60 ходів); Довідник ФІДЕ, C.04 (тур швейцарської системи жеребкують за результатами всіх попередніх); запаси — цього інструмента, їх наведено тут."#,
        },
    },
};

impl Rule for NoTimeBetweenRounds {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        let Some(tc) = facts::time_control(reg) else { return };
        let Some(longest) = time_control::longest_game_minutes(tc) else { return };
        let longest = i64::from(longest);
        let round_robin = facts::is_round_robin(reg);
        let margin = if round_robin { ROUND_ROBIN_MARGIN_MINUTES } else { SWISS_MARGIN_MINUTES };
        let mut rounds = facts::scheduled_rounds(reg);
        rounds.sort_by_key(|r| r.number);
        rounds.dedup_by_key(|r| r.number);
        for pair in rounds.windows(2) {
            let (prev, next) = (&pair[0], &pair[1]);
            if prev.number.checked_add(1) != Some(next.number) {
                continue;
            }
            let (Some(a), Some(b)) = (prev.start(), next.start()) else { continue };
            let gap = facts::minutes_between(a, b);
            // Below the longest game V209 reports it.
            if gap < longest || gap >= longest + margin {
                continue;
            }
            let Some(time_span) = next.entry.time.as_ref().map(|t| t.span) else { continue };
            let (n, p, left) = (next.number, prev.number, gap - longest);
            out.push(localized(|l| {
                let g = facts::hours_minutes_in(gap, l);
                let game = facts::hours_minutes_in(longest, l);
                let need = facts::hours_minutes_in(longest + margin, l);
                let control = time_control::describe_in(tc, l);
                let kind = if round_robin {
                    tr!(l, en: "a round robin needs {margin} min", bg: "при кръгова система са нужни {margin} мин", uk: "у коловій системі потрібно {margin} хв")
                } else {
                    tr!(l, en: "a Swiss needs {margin} min", bg: "при швейцарска система са нужни {margin} мин", uk: "у швейцарській системі потрібно {margin} хв")
                };
                let message = if left == 0 {
                    tr!(
                        l,
                        en: "round {n} starts {g} after round {p}: a game can last {game}, which leaves no time for results and pairings",
                        bg: "кръг {n} започва {g} след кръг {p}: партията може да трае {game} и за резултати и жребий не остава време",
                        uk: "тур {n} починається через {g} після туру {p}: партія може тривати {game}, і на результати та жеребкування не лишається часу"
                    )
                } else {
                    let m = facts::hours_minutes_in(left, l);
                    tr!(
                        l,
                        en: "round {n} starts {g} after round {p}: a game can last {game}, which leaves only {m} for results and pairings",
                        bg: "кръг {n} започва {g} след кръг {p}: партията може да трае {game} и за резултати и жребий остават само {m}",
                        uk: "тур {n} починається через {g} після туру {p}: партія може тривати {game}, і на результати та жеребкування лишається лише {m}"
                    )
                };
                finding(&INFO, message)
                .with_label(time_span, tr!(l, en: "{g} after round {p}", bg: "{g} след кръг {p}", uk: "через {g} після туру {p}"))
                .with_label(
                    prev.entry.time.as_ref().map_or(prev.span, |t| t.span),
                    tr!(l, en: "round {p} starts here", bg: "тук започва кръг {p}", uk: "тут починається тур {p}"),
                )
                .with_note(tr!(
                    l,
                    en: "longest game: 2 × ({control}) over 60 moves = {game}; {kind} for results and pairings",
                    bg: "най-дългата партия: 2 × ({control}) за 60 хода = {game}; {kind} за резултати и жребий",
                    uk: "найдовша партія: 2 × ({control}) за 60 ходів = {game}; {kind} на результати та жеребкування"
                ))
                .with_help(tr!(
                    l,
                    en: "start round {n} at least {need} after round {p}, or shorten the time control",
                    bg: "започнете кръг {n} поне {need} след кръг {p} или съкратете контролата",
                    uk: "почніть тур {n} щонайменше через {need} після туру {p} або скоротіть контроль часу"
                ))
            }));
        }
    }
}
