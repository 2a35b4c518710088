//! The library's serde feature, which the command line enables: positions, moves, outcomes
//! and sequences written as JSON and read back.

use impartial::games::RowMove;
use impartial::games::grundy_game::Split;
use impartial::prelude::*;
use serde::Serialize;
use serde::de::DeserializeOwned;

/// `value` written as JSON and read back.
fn round_trip<T: Serialize + DeserializeOwned + PartialEq + core::fmt::Debug>(value: &T) -> String {
    let json = serde_json::to_string(value).expect("serializes");
    let back: T = serde_json::from_str(&json).expect("deserializes");
    assert_eq!(&back, value, "{json}");
    json
}

#[test]
fn outcomes_moves_and_positions_round_trip() {
    assert_eq!(round_trip(&Outcome::Win), "\"Win\"");
    assert_eq!(
        round_trip(&NimMove { heap: 1, take: 2 }),
        r#"{"heap":1,"take":2}"#
    );
    round_trip(&RowMove {
        row: 0,
        start: 3,
        count: 1,
    });
    round_trip(&Split {
        heap: 0,
        smaller: 2,
    });
    round_trip(&WythoffMove::Both(u64::MAX));
    round_trip(&CircularMove::Circle(3));
    round_trip(&CircularPosition::Rows(vec![4, 4]));
    round_trip(&BreakMove {
        heap: 2,
        take: 1,
        parts: [3, 3, 0],
    });
    round_trip(&Period {
        preperiod: 71,
        period: 12,
    });
    round_trip(&FibonacciNim::start(100));
    round_trip(&Parity::start(27));
    round_trip(&SumMove {
        component: 1,
        mv: NimMove { heap: 0, take: 1 },
    });
    round_trip(&Die::start(31));
    round_trip(&Die::position(31, 4).unwrap());
}

#[test]
fn a_die_position_is_checked_when_read() {
    let bad = serde_json::from_str::<DiePosition>(r#"{"remaining":5,"top":9}"#);
    assert!(bad.unwrap_err().to_string().contains("faces are 1 to 6"));
}

#[test]
fn sequences_round_trip_with_their_period() {
    for game in [TakeAndBreak::kayles(), TakeAndBreak::grundys_game()] {
        let values = game.nim_sequence(500).unwrap();
        let json = serde_json::to_string(&values).unwrap();
        let back: NimSequence = serde_json::from_str(&json).unwrap();
        assert_eq!(back, values);
        assert_eq!(back.period(), values.period());
    }
    let kayles = serde_json::to_value(TakeAndBreak::kayles().nim_sequence(500).unwrap()).unwrap();
    assert_eq!(kayles["code"], "0.77");
    assert_eq!(kayles["period"]["period"], 12);
    let bad = serde_json::from_str::<NimSequence>(r#"{"code":"0.x","values":[0]}"#);
    assert!(bad.is_err());
}
