//! Aspiration at the root: a part's Grundy value found by asking its options one value at
//! a time, after P. Beling and M. Rogalski ("On pruning search trees of impartial games",
//! *Artificial Intelligence* 283 (2020) 103262, aspiration sets).
//!
//! The value of `G` is the least `k` that no option has. Round `k` asks each option whose
//! value is not yet known only whether its value is `k`: a cheap question, since an option
//! proves it is not `k` as soon as one of its own options is. An option that answers with
//! its value leaves the list; the first round in which no option has the value asked about
//! gives `G`'s value. Asking the whole position instead whether its value is `k` would ask
//! each option about every value below `k` at once, a far larger proof when `k` is large.

use super::{Answer, Engine, Goal};
use crate::Error;
use crate::search::hooks::Hooks;
use crate::search::nimber::EVERY_SMALL_VALUE;
use crate::search::node::Node;
use crate::search::play::Play;

impl<G: Hooks<Pl>, Pl: Play> Engine<'_, G, Pl> {
    /// The Grundy value of `node` when it is at most `most`, else [`Answer::Not`]: by
    /// aspiration over its options, one value a round, each remembered in the table.
    ///
    /// Time: at most `value + 1` rounds, each a question of each option whose value is not
    /// yet known; memory: the options of `node`, counted like a frame's.
    pub(in crate::search) fn aspire(
        &mut self,
        node: Node<G::Position>,
        most: u64,
    ) -> Result<Answer, Error> {
        let result = self.aspire_listed(node, most);
        if result.is_err() {
            self.abandon();
        }
        result
    }

    fn aspire_listed(&mut self, node: Node<G::Position>, most: u64) -> Result<Answer, Error> {
        let hash = node.hash();
        let mut goal = Goal::Exact;
        if let Some(answer) = self.known(&node, hash, &mut goal) {
            return Ok(within(answer, most));
        }
        self.entered += 1;
        let start = self.entered;
        self.meter.tick(self.held() + 1)?;
        self.load(&node);
        if let Some(answer) = self.bounded(&mut goal) {
            return Ok(within(answer, most));
        }
        let marks = self.marks();
        self.listing_from = marks.parts;
        let expanded = self.expand(&node, Goal::Exact, self.view.parts);
        self.listing_from = usize::MAX;
        let expanded = expanded?;
        if expanded.count == 0 {
            self.normal_play_end()?;
            self.record(&node, hash, Goal::Exact, Answer::Value(0), 0);
            return Ok(within(Answer::Value(0), most));
        }
        self.order(marks.options, self.state.work.options.len());
        // The values of the options known at once: no round asks about them.
        let mut skip = 0u64;
        for &value in &self.state.work.values[marks.values..] {
            if value < 64 {
                skip |= 1 << value;
            }
        }
        let mut round = 0;
        let value = 'rounds: loop {
            if round > most {
                self.give_back(&marks);
                return Ok(Answer::Not);
            }
            if round >= 64 || skip & EVERY_SMALL_VALUE == EVERY_SMALL_VALUE {
                // Past the values a round can ask about: the plain value.
                self.give_back(&marks);
                return Ok(within(self.solve(node, Goal::Exact)?, most));
            }
            if skip & 1 << round != 0 {
                round += 1;
                continue;
            }
            let mut at = marks.options;
            while at < self.state.work.options.len() {
                let found = self.option_value_if(at, round)?;
                match found {
                    Some(value) => {
                        self.state.work.options.remove(at);
                        if value == round {
                            round += 1;
                            continue 'rounds;
                        }
                        if value < 64 {
                            skip |= 1 << value;
                        }
                    }
                    None => at += 1,
                }
            }
            break round;
        };
        self.give_back(&marks);
        let work_done = self.entered - start;
        let log = (u64::BITS - work_done.leading_zeros()) as u8;
        self.record(&node, hash, Goal::Exact, Answer::Value(value), log);
        Ok(Answer::Value(value))
    }

    /// The value of the option at `at` in the options when it is `wanted`, or when the
    /// question finds it on the way; `None` when it is proved not to be `wanted`. All but
    /// the option's hardest part are valued exactly, once.
    fn option_value_if(&mut self, at: usize, wanted: u64) -> Result<Option<u64>, Error> {
        loop {
            let option = self.state.work.options[at];
            let index = (option.parts + option.done) as usize;
            let part = self.state.work.parts[index].clone();
            if option.done + 1 < option.len {
                let Answer::Value(value) = self.solve(part, Goal::Exact)? else {
                    return Err(crate::search::law_broken());
                };
                let option = &mut self.state.work.options[at];
                option.known ^= value;
                option.done += 1;
                continue;
            }
            let target = wanted ^ option.known;
            let goal = if target < 64 {
                Goal::Decide(1 << target)
            } else {
                Goal::Exact
            };
            return Ok(match self.solve(part, goal)? {
                Answer::Value(value) => Some(value ^ option.known),
                _ => None,
            });
        }
    }
}

/// `answer`, a value, when it is at most `most`; else [`Answer::Not`].
fn within(answer: Answer, most: u64) -> Answer {
    match answer {
        Answer::Value(value) if value <= most => answer,
        _ => Answer::Not,
    }
}
