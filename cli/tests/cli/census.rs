//! `impartial census`: Rogalski's format and his published counts, `--json`, a stop for
//! memory (status 1) that `--resume` with the memory named goes on from, and checkpoints
//! that are not of the code, or damaged, refused with status 2.

use serde_json::Value;

use super::{run, stdout, usage_error};

/// The `value count` lines of a text census.
fn counts(text: &str) -> Vec<String> {
    text.lines()
        .filter(|line| !line.starts_with('#'))
        .map(str::to_string)
        .collect()
}

#[test]
fn census_writes_rogalskis_format_and_his_counts() {
    let text = stdout(&["census", "0.167", "--to", "2^20", "--threads", "2"]);
    let published = include_str!("../../../tests/engines/rogalski/0.167-1048576");
    assert_eq!(counts(&text), published.lines().collect::<Vec<_>>());
    assert!(
        text.starts_with("# census of 0.167: the count of each value of heaps 1 to 1048576\n"),
        "{text}"
    );
    assert!(
        text.contains("# largest value 56, first at heap "),
        "{text}"
    );
    assert!(
        text.contains("# 59 rare heaps (heap:value): 2:0 3:2 "),
        "{text}"
    );
    assert!(text.contains("# no period certified\n"), "{text}");
    // A period counts the heaps past it.
    let kayles = stdout(&["census", "kayles", "--to", "2^62"]);
    assert!(
        kayles.contains("# period 12 from heap 71, certified after "),
        "{kayles}"
    );
    let total: u64 = counts(&kayles)
        .iter()
        .map(|line| line.split_once(' ').unwrap().1.parse::<u64>().unwrap())
        .sum();
    assert_eq!(total, 1 << 62);
}

#[test]
fn census_json_parses_back() {
    let object: Value =
        serde_json::from_str(&stdout(&["census", "grundy", "--to", "5000", "--json"])).unwrap();
    assert_eq!(object["code"], "4.≠");
    assert_eq!(object["to"], 5000);
    let histogram = object["histogram"].as_array().unwrap();
    let total: u64 = histogram.iter().map(|count| count.as_u64().unwrap()).sum();
    assert_eq!(total, 5000);
    assert_eq!(
        object["largest_value"].as_u64(),
        Some(histogram.len() as u64 - 1)
    );
    assert!(
        object["rare_heaps"]
            .as_array()
            .unwrap()
            .iter()
            .all(|pair| pair.as_array().unwrap().len() == 2)
    );
    assert!(object["masks"][0].as_u64().is_some() && object["masks"][1].is_null());
    assert!(object["period"].is_null());
}

#[test]
fn census_refuses_bad_input_with_status_2() {
    for (args, expected) in [
        (&["census", "0.161", "--to", "2^x"][..], "the power of 2^k"),
        (&["census", "0.161", "--to", "2^64"], "up to 2^63"),
        (
            &["census", "0.161", "--to", "10", "--memory", "12Q"],
            "not a memory size",
        ),
        (
            &["census", "0.161", "--to", "10", "--resume"],
            "--checkpoint",
        ),
        (
            &["census", "0.161", "--to", "10", "--threads", "0"],
            "needs a thread",
        ),
        (
            &["census", "wythoff", "--to", "10"],
            "not a game of single heaps",
        ),
    ] {
        let message = usage_error(args);
        assert!(message.contains(expected), "{args:?}: {message}");
    }
}

#[test]
fn a_census_stopped_for_memory_goes_on_with_resume() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("run.census");
    let file = path.to_str().unwrap();
    // 0.161 in 100 kB: its rare heaps outgrow it.
    let args = [
        "census",
        "0.161",
        "--to",
        "200000",
        "--memory",
        "100000",
        "--checkpoint",
        file,
    ];
    let output = run(&args);
    assert_eq!(output.status.code(), Some(1));
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(stderr.contains("the census stopped at heap "), "{stderr}");
    let memory = stderr
        .split("--resume --memory ")
        .nth(1)
        .and_then(|rest| rest.split(')').next())
        .unwrap_or_else(|| panic!("{stderr}"));
    let resumed = stdout(&[
        "census",
        "0.161",
        "--to",
        "200000",
        "--memory",
        memory,
        "--checkpoint",
        file,
        "--resume",
    ]);
    assert_eq!(resumed, stdout(&["census", "0.161", "--to", "200000"]));
    // Another code's census, and a damaged one, are refused.
    let other = usage_error(&[
        "census",
        "0.167",
        "--to",
        "200000",
        "--checkpoint",
        file,
        "--resume",
    ]);
    assert!(
        other.contains("holds a census of 0.161, not of 0.167"),
        "{other}"
    );
    let mut bytes = std::fs::read(&path).unwrap();
    let middle = bytes.len() / 2;
    bytes[middle] ^= 1;
    std::fs::write(&path, &bytes).unwrap();
    let damaged = usage_error(&[
        "census",
        "0.161",
        "--to",
        "200000",
        "--checkpoint",
        file,
        "--resume",
    ]);
    assert!(damaged.contains("corrupt file"), "{damaged}");
}
