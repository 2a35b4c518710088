//! The presentation of a quotient by generators and relations, in the papers' notation:
//! `Display` and [`MisereQuotient::name`].

use core::fmt;

use super::MisereQuotient;

/// Generators, the written form of every element, and the relations.
struct Presentation {
    /// The generators and each element's written form.
    forms: WrittenForms,
    /// `word = written form of its element`, the least such words.
    relations: Vec<(Vec<u32>, Vec<u32>)>,
}

/// The generators and the written form of every element, without the relations.
struct WrittenForms {
    /// The element of each generator, in the order of their heaps.
    generators: Vec<u32>,
    /// `words[x]`: the exponent of each generator in `x`'s written form.
    words: Vec<Vec<u32>>,
    /// The elements in the order they were first written (breadth first).
    order: Vec<u32>,
    /// The words met that are not their element's written form, with their element.
    others: Vec<(Vec<u32>, u32)>,
}

impl WrittenForms {
    fn of(quotient: &MisereQuotient) -> Self {
        let order = quotient.order();
        let product = |x: u32, y: u32| quotient.monoid.product(x, y);
        // Generators: the heaps' elements that the earlier heaps' elements do not generate.
        let mut generators: Vec<u32> = Vec::new();
        let mut generated = vec![false; order];
        generated[0] = true;
        for &image in &quotient.images {
            if generated[image as usize] {
                continue;
            }
            generators.push(image);
            // Close the generated submonoid under the new generator.
            let mut stack: Vec<u32> = (0..order as u32)
                .filter(|&x| generated[x as usize])
                .collect();
            while let Some(x) = stack.pop() {
                for &g in &generators {
                    let y = product(x, g);
                    if !generated[y as usize] {
                        generated[y as usize] = true;
                        stack.push(y);
                    }
                }
            }
        }
        // Written forms, breadth first from the identity.
        let mut words: Vec<Option<Vec<u32>>> = vec![None; order];
        words[0] = Some(vec![0; generators.len()]);
        let mut written = vec![0u32];
        let mut at = 0;
        let mut candidates = Vec::new();
        while at < written.len() {
            let x = written[at];
            let word = words[x as usize].clone().unwrap_or_default();
            for (i, &g) in generators.iter().enumerate() {
                let y = product(x, g);
                let mut longer = word.clone();
                longer[i] += 1;
                match &words[y as usize] {
                    None => {
                        words[y as usize] = Some(longer);
                        written.push(y);
                    }
                    Some(form) if *form != longer => candidates.push((longer, y)),
                    Some(_) => {}
                }
            }
            at += 1;
        }
        WrittenForms {
            generators,
            words: words.into_iter().map(Option::unwrap_or_default).collect(),
            order: written,
            others: candidates,
        }
    }
}

impl Presentation {
    fn of(quotient: &MisereQuotient) -> Self {
        let mut forms = WrittenForms::of(quotient);
        let mut candidates = core::mem::take(&mut forms.others);
        let words = &forms.words;
        // The least words that are not written forms: no other such word divides them.
        let degree = |word: &[u32]| word.iter().sum::<u32>();
        candidates.sort_by(|(a, _), (b, _)| degree(a).cmp(&degree(b)).then_with(|| a.cmp(b)));
        candidates.dedup_by(|(a, _), (b, _)| a == b);
        let mut relations: Vec<(Vec<u32>, Vec<u32>)> = Vec::new();
        for (word, element) in candidates {
            let divides = |small: &[u32]| small.iter().zip(&word).all(|(s, w)| s <= w);
            if relations.iter().any(|(kept, _)| divides(kept)) {
                continue;
            }
            relations.push((word, words[element as usize].clone()));
        }
        // As the papers list them: by the last generator they involve, then by degree.
        let last = |word: &[u32]| word.iter().rposition(|&e| e > 0).unwrap_or(0);
        relations.sort_by(|(a, _), (b, _)| {
            last(a)
                .cmp(&last(b))
                .then_with(|| degree(a).cmp(&degree(b)))
                .then_with(|| b.cmp(a))
        });
        Presentation { forms, relations }
    }
}

/// The name of generator `index`: `a` to `z`, then `a₁`, `b₁`, ….
fn letter(index: usize) -> String {
    const SUBSCRIPTS: [char; 10] = ['₀', '₁', '₂', '₃', '₄', '₅', '₆', '₇', '₈', '₉'];
    let base = char::from(b'a' + (index % 26) as u8);
    let round = index / 26;
    if round == 0 {
        base.to_string()
    } else {
        let digits: String = round
            .to_string()
            .bytes()
            .map(|digit| SUBSCRIPTS[usize::from(digit - b'0')])
            .collect();
        format!("{base}{digits}")
    }
}

/// `word` written as `a²bc`, or `1` for the empty word.
fn write_word(word: &[u32]) -> String {
    const SUPERSCRIPTS: [char; 10] = ['⁰', '¹', '²', '³', '⁴', '⁵', '⁶', '⁷', '⁸', '⁹'];
    let mut written = String::new();
    for (index, &exponent) in word.iter().enumerate() {
        if exponent == 0 {
            continue;
        }
        written.push_str(&letter(index));
        if exponent > 1 {
            written.extend(
                exponent
                    .to_string()
                    .bytes()
                    .map(|digit| SUPERSCRIPTS[usize::from(digit - b'0')]),
            );
        }
    }
    if written.is_empty() {
        written.push('1');
    }
    written
}

impl MisereQuotient {
    /// `element` written as a word in the generators (`1`, `a`, `ab²`), as the
    /// presentation ([`Display`](fmt::Display)) writes it; `None` for a number that is
    /// not an element.
    ///
    /// # Complexity
    ///
    /// `O(|Q| · generators)`: the written forms are worked out for each call;
    /// [`names`](Self::names) gives them all at once.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let nim = TakeAndBreak::new("0.[3]")?.misere().misere_quotient(3)?;
    /// assert_eq!(nim.name(0).as_deref(), Some("1"));
    /// assert_eq!(nim.name(nim.element(2).unwrap()).as_deref(), Some("b"));
    /// assert_eq!(nim.name(6), None);
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub fn name(&self, element: usize) -> Option<String> {
        WrittenForms::of(self)
            .words
            .get(element)
            .map(|word| write_word(word))
    }

    /// Every element written as a word in the generators, in order: `names()[x]` is
    /// [`name(x)`](Self::name), the written forms worked out once for all of them.
    ///
    /// # Complexity
    ///
    /// `O(|Q| · generators)`, where calling [`name`](Self::name) for each element takes
    /// `O(|Q|² · generators)`.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// // Misère Nim on heaps 0 to 3 is T2: its six elements and the P-positions among them.
    /// let nim = TakeAndBreak::new("0.[3]")?.misere().misere_quotient(3)?;
    /// let names = nim.names();
    /// assert_eq!(names.len(), 6);
    /// assert_eq!(names[0], "1");
    /// let mut p: Vec<&str> = (0..6).filter(|&x| nim.is_in_p(x)).map(|x| names[x].as_str()).collect();
    /// p.sort_unstable();
    /// assert_eq!(p, ["a", "b²"]);
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub fn names(&self) -> Vec<String> {
        WrittenForms::of(self)
            .words
            .iter()
            .map(|word| write_word(word))
            .collect()
    }
}

/// The presentation and `P`: `⟨a, b | a² = 1, b³ = b⟩, P = {a, b²}`; the trivial
/// quotient is `⟨⟩, P = ∅`.
impl fmt::Display for MisereQuotient {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let presentation = Presentation::of(self);
        let forms = &presentation.forms;
        let letters: Vec<String> = (0..forms.generators.len()).map(letter).collect();
        write!(f, "⟨{}", letters.join(", "))?;
        if !presentation.relations.is_empty() {
            let relations: Vec<String> = presentation
                .relations
                .iter()
                .map(|(word, form)| format!("{} = {}", write_word(word), write_word(form)))
                .collect();
            write!(f, " | {}", relations.join(", "))?;
        }
        let p: Vec<String> = forms
            .order
            .iter()
            .filter(|&&x| self.monoid.in_p(x))
            .map(|&x| write_word(&forms.words[x as usize]))
            .collect();
        if p.is_empty() {
            write!(f, "⟩, P = ∅")
        } else {
            write!(f, "⟩, P = {{{}}}", p.join(", "))
        }
    }
}
