//! The reachable graph of a game, explored once and stored compactly: each position once in an
//! arena, found through a hash table of `u32` ids, and its moves as `u32` ids in compressed
//! sparse rows.

use core::hash::{BuildHasher, Hash};
use core::mem::size_of;

use hashbrown::HashTable;
use rustc_hash::FxBuildHasher;

use crate::limits::{Limit, Meter};
use crate::{Error, Game};

/// The most positions a graph holds. Ids are `u32`; the three largest values are kept free
/// for the markers of the passes over the graph, and every remoteness and every generalised
/// Sprague–Grundy value is below the number of positions, so below the markers too.
pub(crate) const MAX_POSITIONS: usize = u32::MAX as usize - 2;

/// The most moves a graph holds: their offsets are `u32`.
const MAX_MOVES: usize = u32::MAX as usize;

/// Every position explored so far, each with its moves.
///
/// Positions are explored in layers: asking about a new position explores every position
/// reachable from it that is not stored yet, and gives them the next ids. A layer's moves lead
/// only into that layer or into earlier ones, so everything known of the earlier layers stays
/// true: the passes over the graph solve the new layer alone, the earlier one as its border.
#[derive(Clone)]
pub(crate) struct Graph<P> {
    positions: Vec<P>,
    /// Finds a position's id from the position.
    ids: HashTable<u32>,
    /// The moves of position `id` lead to `targets[offsets[id]..offsets[id + 1]]`, in the
    /// order of [`Game::moves`].
    offsets: Vec<u32>,
    targets: Vec<u32>,
}

/// The moves into a layer of a graph, reversed: for each position of the layer, the positions
/// of the layer with a move to it, in compressed sparse rows.
pub(crate) struct Predecessors {
    start: usize,
    offsets: Vec<u32>,
    sources: Vec<u32>,
}

fn hash<P: Hash>(position: &P) -> u64 {
    FxBuildHasher.hash_one(position)
}

/// Reserves room for `added` more items in `vec`: exactly when they at least double it (a
/// large layer wastes no memory), else as `Vec` grows (many small layers cost no copies).
pub(crate) fn reserve<T>(vec: &mut Vec<T>, added: usize) {
    if added >= vec.len() {
        vec.reserve_exact(added);
    } else {
        vec.reserve(added);
    }
}

impl<P> Default for Graph<P> {
    fn default() -> Self {
        Graph {
            positions: Vec::new(),
            ids: HashTable::new(),
            offsets: vec![0],
            targets: Vec::new(),
        }
    }
}

impl<P> Graph<P> {
    /// How many positions are stored.
    pub(crate) fn len(&self) -> usize {
        self.positions.len()
    }

    /// How many moves are stored.
    pub(crate) fn moves(&self) -> usize {
        self.targets.len()
    }

    /// The position with this id.
    pub(crate) fn position(&self, id: u32) -> &P {
        &self.positions[id as usize]
    }

    /// The ids of the positions the moves of `id` lead to, in the game's order.
    pub(crate) fn successors(&self, id: u32) -> &[u32] {
        let id = id as usize;
        &self.targets[self.offsets[id] as usize..self.offsets[id + 1] as usize]
    }

    /// The bytes held by the graph's own arrays and table (not memory a position owns on the
    /// heap, such as a `Vec`'s elements).
    pub(crate) fn memory_bytes(&self) -> usize {
        self.positions.capacity() * size_of::<P>()
            + self.ids.allocation_size()
            + (self.offsets.capacity() + self.targets.capacity()) * size_of::<u32>()
    }

    /// The moves within the layer of positions from id `start` on, reversed.
    pub(crate) fn predecessors(&self, start: usize) -> Predecessors {
        let layer = self.len() - start;
        // First `offsets[i + 1]` counts the moves into position `start + i`; the prefix sums
        // then make `offsets[i]` where its sources begin.
        let mut offsets = vec![0u32; layer + 1];
        let within = &self.targets[self.offsets[start] as usize..];
        for &target in within {
            if let Some(local) = (target as usize).checked_sub(start) {
                offsets[local + 1] += 1;
            }
        }
        for i in 1..=layer {
            offsets[i] += offsets[i - 1];
        }
        let mut sources = vec![0u32; offsets[layer] as usize];
        for source in start..self.len() {
            for &target in self.successors(source as u32) {
                if let Some(local) = (target as usize).checked_sub(start) {
                    sources[offsets[local] as usize] = source as u32;
                    offsets[local] += 1;
                }
            }
        }
        // Each `offsets[i]` has moved on to where position `start + i + 1`'s sources begin.
        offsets.copy_within(0..layer, 1);
        offsets[0] = 0;
        Predecessors {
            start,
            offsets,
            sources,
        }
    }
}

impl<P: Clone + Eq + Hash> Graph<P> {
    fn find(&self, hash: u64, position: &P) -> Option<u32> {
        self.ids
            .find(hash, |&id| self.positions[id as usize] == *position)
            .copied()
    }

    /// The id of `root`, exploring first every position reachable from it that is not stored,
    /// breadth first, as a new layer; at most `limit` positions are stored in all, and
    /// `meter` ticks once for each position whose moves are explored.
    ///
    /// On an error nothing of the new layer is kept.
    pub(crate) fn explore<G>(
        &mut self,
        game: &G,
        root: &P,
        limit: usize,
        meter: &mut Meter<'_>,
    ) -> Result<u32, Error>
    where
        G: Game<Position = P>,
    {
        let root_hash = hash(root);
        if let Some(id) = self.find(root_hash, root) {
            return Ok(id);
        }
        let start = self.len();
        let limit = limit.min(MAX_POSITIONS);
        let result = self.explore_new(game, root_hash, root.clone(), limit, meter);
        match result {
            Ok(_) if self.len() - start >= start => {
                // A layer that doubled the graph: give back what the vectors over-reserved.
                self.positions.shrink_to_fit();
                self.offsets.shrink_to_fit();
                self.targets.shrink_to_fit();
            }
            Ok(_) => {}
            Err(_) => self.truncate(start),
        }
        result
    }

    fn explore_new<G>(
        &mut self,
        game: &G,
        root_hash: u64,
        root: P,
        limit: usize,
        meter: &mut Meter<'_>,
    ) -> Result<u32, Error>
    where
        G: Game<Position = P>,
    {
        let root = self.add(root_hash, root, limit)?;
        let mut children = Vec::new();
        for next in root as usize.. {
            let Some(position) = self.positions.get(next) else {
                break;
            };
            meter.tick(next)?;
            for mv in game.moves(position) {
                children.push(game.play(position, &mv)?);
            }
            for child in children.drain(..) {
                let child_hash = hash(&child);
                let id = match self.find(child_hash, &child) {
                    Some(id) => id,
                    None => self.add(child_hash, child, limit)?,
                };
                if self.targets.len() == MAX_MOVES {
                    return Err(Error::LimitReached {
                        limit: Limit::Moves,
                        allowed: MAX_MOVES as u64,
                        reached: MAX_MOVES as u64 + 1,
                    });
                }
                self.targets.push(id);
            }
            self.offsets.push(self.targets.len() as u32);
        }
        Ok(root)
    }

    /// Stores a position not stored yet and returns its id.
    fn add(&mut self, hash_of_position: u64, position: P, limit: usize) -> Result<u32, Error> {
        let id = self.len();
        if id >= limit {
            return Err(Error::LimitReached {
                limit: Limit::Positions,
                allowed: limit as u64,
                reached: id as u64 + 1,
            });
        }
        let positions = &self.positions;
        self.ids
            .insert_unique(hash_of_position, id as u32, |&known| {
                hash(&positions[known as usize])
            });
        self.positions.push(position);
        Ok(id as u32)
    }

    /// Forgets every position from id `start` on.
    fn truncate(&mut self, start: usize) {
        self.positions.truncate(start);
        self.offsets.truncate(start + 1);
        self.targets.truncate(self.offsets[start] as usize);
        self.ids.retain(|id| (*id as usize) < start);
    }
}

impl Predecessors {
    /// The positions of the layer with a move to `id`, which is in the layer.
    pub(crate) fn of(&self, id: u32) -> &[u32] {
        let local = id as usize - self.start;
        &self.sources[self.offsets[local] as usize..self.offsets[local + 1] as usize]
    }
}
