// aember in the browser: lobby, card table, decisions, replay. Plain modern JavaScript, no build step.
// The server is authoritative: this page only shows what it is sent and sends answers to its own decisions.

const $ = (id) => document.getElementById(id);

function h(tag, attrs = {}, ...kids) {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === null || v === undefined || v === false) continue;
    if (k === 'class') el.className = v;
    else if (k.startsWith('on')) el.addEventListener(k.slice(2), v);
    else el.setAttribute(k, v === true ? '' : v);
  }
  for (const kid of kids.flat()) {
    if (kid === null || kid === undefined || kid === false) continue;
    el.append(kid instanceof Node ? kid : document.createTextNode(String(kid)));
  }
  return el;
}

const HOUSES = {brobnar: 'Brobnar', dis: 'Dis', logos: 'Logos', mars: 'Mars', sanctum: 'Sanctum',
  shadows: 'Shadows', untamed: 'Untamed', saurian: 'Saurian', staralliance: 'Star Alliance',
  'star alliance': 'Star Alliance', unfathomable: 'Unfathomable', ekwidon: 'Ekwidon', geistoid: 'Geistoid',
  skyborn: 'Skyborn'};
const houseName = (x) => (x ? HOUSES[String(x).toLowerCase()] || x : '—');
const slug = (x) => String(x || 'none').toLowerCase().replace(/[^a-z]/g, '');
const STEPS = {setup: 'setup (mulligans)', start: 'start of turn', forge: '1 · forge a key',
  house: '2 · choose a house', main: '3 · play, discard, use', ready: '4 · ready cards', draw: '5 · draw cards',
  end: 'end of turn'};

function toast(msg, kind = 'error') {
  const t = $('toast');
  t.textContent = msg;
  t.className = `toast show ${kind}`;
  clearTimeout(toast.timer);
  toast.timer = setTimeout(() => { t.className = 'toast'; }, 6000);
}

async function post(url, body) {
  const r = await fetch(url, {method: 'POST', headers: {'Content-Type': 'application/json'},
    body: JSON.stringify(body)});
  let data = {};
  try { data = await r.json(); } catch { data = {error: `the server answered ${r.status}`}; }
  if (!r.ok || data.error) throw new Error(data.error || `the server answered ${r.status}`);
  return data;
}

// ---------------------------------------------------------------------------------------------
// Remembered games (this browser only)

function myGames() {
  try { return JSON.parse(localStorage.getItem('aember.games') || '[]'); } catch { return []; }
}
function remember(entry) {
  const games = myGames().filter((g) => g.token !== entry.token);
  games.unshift({...entry, at: Date.now()});
  localStorage.setItem('aember.games', JSON.stringify(games.slice(0, 20)));
}
const linkFor = (kind, token) => `${location.origin}/#${kind}=${token}`;

// ---------------------------------------------------------------------------------------------
// Lobby

let lobbyData = null;

function deckPicker(box, prefix) {
  box.replaceChildren();
  const decks = lobbyData ? lobbyData.decks : [];
  const sets = lobbyData ? lobbyData.sets : [];
  const lib = h('select', {id: `${prefix}-library`},
    decks.map((d) => h('option', {value: d.name}, `${d.name}${d.houses && d.houses.length ? ` (${d.houses.map(houseName).join(', ')})` : ''}`)));
  const file = h('input', {type: 'file', id: `${prefix}-file`});
  const set = h('select', {id: `${prefix}-set`}, sets.map((s) => h('option', {value: s, selected: s === 'CotA'}, s)));
  const radio = (v, checked) => h('input', {type: 'radio', name: `${prefix}-how`, value: v, checked});
  box.append(
    h('label', {class: 'row'}, radio('library', true), 'From the library ', lib),
    h('label', {class: 'row'}, radio('upload'), 'A deck file (any format aember reads) ', file),
    h('label', {class: 'row'}, radio('generate'), 'A random deck of the set ', set));
  file.addEventListener('change', () => { box.querySelector('input[value=upload]').checked = true; });
  set.addEventListener('change', () => { box.querySelector('input[value=generate]').checked = true; });
  lib.addEventListener('change', () => { box.querySelector('input[value=library]').checked = true; });
}

async function deckSpec(box, prefix) {
  const how = box.querySelector(`input[name=${prefix}-how]:checked`).value;
  if (how === 'library') return {library: $(`${prefix}-library`).value};
  if (how === 'generate') return {generate: $(`${prefix}-set`).value};
  const f = $(`${prefix}-file`).files[0];
  if (!f) throw new Error('choose a deck file first');
  if (f.size > 400000) throw new Error(`${f.name}: too large for a deck file`);
  return {upload: await f.text(), filename: f.name};
}

async function loadLobby() {
  if (!lobbyData) {
    try { lobbyData = await (await fetch('/api/lobby')).json(); } catch { lobbyData = {decks: [], sets: [], agents: []}; }
  }
}

async function showLobby() {
  await loadLobby();
  show('lobby');
  deckPicker($('deckpick'), 'd');
  const games = myGames();
  $('mygames-panel').hidden = games.length === 0;
  $('mygames').replaceChildren(...games.map((g) => h('li', {}, h('a', {href: `#${g.watch ? 'watch' : 'play'}=${g.token}`},
    g.label || 'a game'), ` · ${new Date(g.at).toLocaleString()}`)));
}

async function createGame(vs) {
  $('lobby-error').textContent = '';
  try {
    const person = vs === 'person';
    const body = {vs, name: $('name').value, deck: await deckSpec($('deckpick'), 'd'),
      seat: Number($(person ? 'pseat' : 'seat').value), first: $(person ? 'pfirst' : 'first').value};
    const r = await post('/api/games', body);
    remember({token: r.token, label: person ? 'against a person' : `against the computer (${vs})`,
      invite: r.invite, spectate: r.spectate});
    if (person) {
      $('links').hidden = false;
      $('links').replaceChildren(
        h('p', {}, 'Send this invite link to your opponent: they pick their deck and the game starts.'),
        h('input', {readonly: true, class: 'link', id: 'invite-link', value: linkFor('join', r.invite)}),
        h('p', {}, 'Spectators (public information only):'),
        h('input', {readonly: true, class: 'link', id: 'spectate-link', value: linkFor('watch', r.spectate)}),
        h('p', {}, h('a', {href: `#play=${r.token}`, id: 'goto-table', class: 'button primary'}, 'Go to the table')));
    } else {
      location.hash = `play=${r.token}`;
    }
  } catch (e) {
    $('lobby-error').textContent = e.message;
  }
}

async function showJoin(invite) {
  await loadLobby();
  show('join');
  deckPicker($('jdeckpick'), 'j');
  $('join-error').textContent = '';
  try {
    const info = await post('/api/invite', {invite});
    $('join-title').textContent = info.open
      ? `${info.host} invites you to a game of KeyForge (their deck: ${info.host_deck})`
      : 'This invite was already used: the seat is taken.';
    $('join-go').disabled = !info.open;
  } catch (e) {
    $('join-title').textContent = e.message;
    $('join-go').disabled = true;
  }
  $('join-go').onclick = async () => {
    $('join-error').textContent = '';
    try {
      const r = await post('/api/join', {invite, name: $('jname').value, deck: await deckSpec($('jdeckpick'), 'j')});
      remember({token: r.token, label: 'invited game'});
      location.hash = `play=${r.token}`;
    } catch (e) {
      $('join-error').textContent = e.message;
    }
  };
}

// ---------------------------------------------------------------------------------------------
// The table

const T = {
  ws: null, token: null, watch: false, fatal: false, retry: 300,
  state: null, defs: {}, log: [], prev: new Map(), selected: new Set(), replay: null, lastMine: -1,
};

function show(page) {
  for (const id of ['lobby', 'join', 'table']) $(id).hidden = id !== page;
  document.body.dataset.page = page;
}

function setConn(text, cls = '') {
  $('conn').textContent = text;
  $('conn').className = `conn ${cls}`;
}

function openTable(token, watch) {
  closeTable();
  show('table');
  Object.assign(T, {token, watch, fatal: false, retry: 300, busy: 0, state: null, log: [], prev: new Map(),
    selected: new Set(), replay: null, defs: {}});
  document.body.dataset.phase = 'connecting';
  $('side0').replaceChildren(); $('side1').replaceChildren(); $('hand').replaceChildren();
  $('status').replaceChildren(); $('decision').replaceChildren(h('p', {}, 'Connecting…')); $('log').replaceChildren();
  const mine = myGames().find((g) => g.token === token);
  const links = [];
  if (mine && mine.invite) links.push(h('label', {}, 'Invite link', h('input', {readonly: true, class: 'link', value: linkFor('join', mine.invite)})));
  if (mine && mine.spectate) links.push(h('label', {}, 'Spectator link', h('input', {readonly: true, class: 'link', value: linkFor('watch', mine.spectate)})));
  $('links2').replaceChildren(...links);
  connect();
}

function closeTable() {
  if (T.ws) { T.fatal = true; T.ws.close(); T.ws = null; }
}

function connect() {
  const ws = new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`);
  T.ws = ws;
  ws.onopen = () => {
    T.retry = 300;
    T.resend = true;       // the first state after (re)connecting may show an answer the old connection lost
    setConn('connected', 'ok');
    ws.send(JSON.stringify({type: 'hello', token: T.token}));
  };
  ws.onmessage = (e) => {
    let msg;
    try { msg = JSON.parse(e.data); } catch { return; }
    onMessage(msg);
  };
  ws.onclose = () => {
    if (T.ws !== ws) return;
    if (T.fatal) { setConn('disconnected', 'bad'); return; }
    setConn('reconnecting…', 'bad');
    document.body.dataset.phase = 'connecting';
    setTimeout(() => { if (T.ws === ws && !T.fatal) connect(); }, T.busy ? 1000 : T.retry);
    T.retry = Math.min(T.retry * 2, 3000);
  };
}

function send(msg) {
  if (!T.ws || T.ws.readyState !== WebSocket.OPEN) { toast('Not connected: reconnecting…'); return; }
  T.ws.send(JSON.stringify(msg));
}

function answer(a) {
  if (!T.state) return;
  hideMenu();
  document.body.dataset.phase = 'sent';
  T.unacked = {type: 'answer', n: T.state.n, answer: a};
  send(T.unacked);
}

function onMessage(msg) {
  if (msg.type === 'state') onState(msg);
  else if (msg.type === 'waiting') {
    document.body.dataset.phase = 'waiting';
    $('decision').replaceChildren(h('p', {class: 'prompt'}, 'Waiting for your opponent to open the invite link and pick a deck…'));
  } else if (msg.type === 'refused') {
    T.unacked = null;
    toast(msg.message, 'refused');
    if (T.state) document.body.dataset.phase = phaseOf(T.state);
    document.body.dataset.refused = String(Number(document.body.dataset.refused || 0) + 1);
  } else if (msg.type === 'fatal' && msg.retry && T.busy < 5) {
    T.busy += 1;           // the seat is open elsewhere (or our own last connection is still closing): try again
    toast(msg.message);
  } else if (msg.type === 'error' || msg.type === 'fatal') {
    toast(msg.message);
    if (msg.type === 'fatal') { T.fatal = true; setConn('refused', 'bad'); document.body.dataset.phase = 'fatal';
      $('decision').replaceChildren(h('p', {class: 'error'}, msg.message)); }
    else if (T.state) document.body.dataset.phase = phaseOf(T.state);
  } else if (msg.type === 'replay') onReplay(msg);
}

function phaseOf(s) {
  const v = s.view;
  if (v.over) return 'over';
  if (v.decision && v.decision.player === v.me && v.decision.options) return 'mine';
  return 'wait';
}

function onState(msg) {
  T.busy = 0;
  if (msg.defs) Object.assign(T.defs, msg.defs);
  if (msg.log_start === 0) T.log = [];
  const freshFrom = T.log.length;
  T.log.push(...msg.log);
  const old = T.state;
  T.state = msg;
  T.selected = new Set();
  if (T.replay) return;        // the replay viewer stays until it is closed
  const resend = T.resend && T.unacked && T.unacked.n === msg.n && phaseOf(msg) === 'mine';
  T.resend = false;
  if (T.unacked && T.unacked.n !== msg.n) T.unacked = null;
  if (resend) {            // the answer was sent but the connection dropped before the server took it
    render(msg.view, {fresh: old ? freshFrom : T.log.length, highlight: !!old});
    document.body.dataset.n = String(msg.n);
    document.body.dataset.phase = 'sent';
    send(T.unacked);
    return;
  }
  render(msg.view, {fresh: old ? freshFrom : T.log.length, highlight: !!old});
  document.body.dataset.game = msg.game;
  document.body.dataset.n = String(msg.n);
  document.body.dataset.phase = phaseOf(msg);
  if (msg.view.over) document.body.dataset.winner = String(msg.view.winner);
}

// --- rendering --------------------------------------------------------------------------------

function cardKey(c) { return JSON.stringify(c); }

function badge(cls, text, title) { return h('span', {class: `badge ${cls}`, title}, text); }

function cardEl(c, ctx) {
  if (!c) return h('div', {class: 'card facedown'}, h('div', {class: 'title'}, 'facedown'));
  const d = T.defs[c.title] || {};
  const el = h('div', {class: `card ${c.type || ''} house-${slug(c.house)}${c.exhausted ? ' exhausted' : ''}`,
    'data-id': c.id, tabindex: 0});
  el.append(h('div', {class: 'house'}, houseName(c.house)), h('div', {class: 'title'}, c.title));
  if (c.token) el.append(h('div', {class: 'small'}, c.face_down ? `token (is ${c.face_down})` : 'token creature'));
  if (c.power !== undefined) {
    const pw = h('div', {class: 'stats'}, h('span', {class: 'power', title: 'power'}, `${c.power}`));
    if (c.armor) pw.append(h('span', {class: 'armor', title: 'armor'}, `${c.armor - (c.armor_used || 0)}/${c.armor}`));
    el.append(pw);
  } else if (c.type === 'creature' && d.power !== undefined) {
    el.append(h('div', {class: 'stats'}, h('span', {class: 'power'}, `${d.power}`), d.armor ? h('span', {class: 'armor'}, `${d.armor}`) : null));
  }
  const b = h('div', {class: 'badges'});
  if (c.damage) b.append(badge('damage', `${c.damage}`, `${c.damage} damage`));
  if (c.amber) b.append(badge('amber', `${c.amber}Æ`, `${c.amber} Æmber on it`));
  if (c.stun) b.append(badge('stun', 'stun', 'stunned'));
  if (c.enrage) b.append(badge('enrage', 'enrage', 'enraged'));
  if (c.ward) b.append(badge('ward', 'ward', 'warded'));
  if (c.power_counters) b.append(badge('pc', `+${c.power_counters}`, `${c.power_counters} +1 power counters`));
  for (const [k, n] of Object.entries(c.counters || {})) if (n) b.append(badge('counter', `${k} ${n}`, `${n} ${k} counters`));
  if (c.exhausted) b.append(badge('ex', 'exh', 'exhausted'));
  if (b.childNodes.length) el.append(b);
  if (c.keywords && c.keywords.length) el.append(h('div', {class: 'kw'}, c.keywords.join(' · ')));
  if (c.under && c.under.length) el.append(h('div', {class: 'small'}, `${c.under.length} under it`));
  if (c.upgrades && c.upgrades.length) {
    el.append(h('div', {class: 'upgrades'}, c.upgrades.map((u) => h('div', {class: `upgrade house-${slug(u.house)}`,
      'data-id': u.id}, u.title))));
  }
  if (ctx && ctx.changed && ctx.changed.has(c.id)) el.classList.add('changed');
  return el;
}

function zoneButton(label, cards, count, title) {
  const n = cards ? cards.length : count;
  const btn = h('button', {class: 'zone', disabled: !cards || n === 0 ? true : null,
    title: cards ? 'show these cards' : 'hidden'}, `${label} ${n}`);
  if (cards) btn.addEventListener('click', () => openViewer(title, cards));
  return btn;
}

function sideEl(v, p, ctx) {
  const pl = v.players[p];
  const mine = p === v.me;
  const keys = h('span', {class: 'keys', title: 'keys forged'});
  for (let i = 0; i < (pl.keys_to_win || 3); i++) {
    const k = pl.keys[i];
    keys.append(h('span', {class: `key ${k ? `forged key-${slug(k)}` : ''}`, title: k ? `${k} key forged` : 'key not forged'}));
  }
  const active = v.active === p;
  const info = h('div', {class: `info${active ? ' active' : ''}`, 'data-seat': p},
    h('span', {class: 'pname'}, pl.name, active ? h('span', {class: 'turnmark'}, ' · to play') : null),
    h('span', {class: 'amber', title: 'Æmber'}, `${pl.amber}Æ`),
    keys,
    h('span', {title: 'cost of the next key'}, `key ${pl.key_cost}Æ`),
    h('span', {title: 'chains', class: pl.chains ? 'chains on' : 'chains'}, `chains ${pl.chains}`),
    h('span', {class: 'houses'}, pl.houses.map((x) => h('span', {class: `hchip house-${slug(x)}`}, houseName(x)))),
    h('span', {class: 'zones'},
      mine ? h('span', {class: 'zone'}, `hand ${pl.hand_count}`) : h('span', {class: 'zone', title: "opponent's hand"}, `hand ${pl.hand_count}`),
      h('span', {class: 'zone', title: 'cards in the deck'}, `deck ${pl.deck_count}`),
      zoneButton('discard', pl.discard, 0, `${pl.name}: discard pile`),
      zoneButton('archives', pl.archives, pl.archives_count, `${pl.name}: archives`),
      zoneButton('purged', pl.purged, 0, `${pl.name}: purged`)));
  // Crucible Clash archon power and Prophetic Visions prophecies: beside the player, seen by both
  if (pl.archon_power) info.append(h('span', {class: 'archon', title: 'archon power'}, `archon power: ${pl.archon_power.title}`));
  for (const e of pl.prophecies || []) {
    const other = e.sides.filter((s) => s !== e.up).join(', ');
    const fate = e.fate ? `, fate card ${e.fate.title}` : (e.active ? ', a fate card under it' : '');
    info.append(h('span', {class: `prophecy${e.active ? ' active' : ''}`, title: `other side: ${other}`},
      `prophecy ${e.up} (${e.active ? 'active' : 'inactive'}${fate}${e.named ? `, named ${e.named}` : ''})`));
  }
  const arts = h('div', {class: 'row artifacts', 'data-zone': 'artifacts'}, pl.artifacts.map((c) => cardEl(c, ctx)));
  const line = h('div', {class: 'row battleline', 'data-zone': 'battleline'});
  if (pl.battleline.length) {
    line.append(h('span', {class: 'flank'}, 'left flank'));
    pl.battleline.forEach((c) => line.append(cardEl(c, ctx)));
    line.append(h('span', {class: 'flank'}, 'right flank'));
  } else line.append(h('span', {class: 'empty'}, 'no creatures'));
  return [info, arts, line];
}

function render(v, opts = {}) {
  const me = v.me >= 0 ? v.me : 0;
  const them = 1 - me;
  // what changed since the last view: cards that are new or different are highlighted
  const changed = new Set();
  const now = new Map();
  for (const pl of v.players) {
    for (const c of [...pl.battleline, ...pl.artifacts, ...pl.discard, ...pl.purged]) {
      const k = cardKey(c);
      now.set(c.id, k);
      if (opts.highlight && T.prev.get(c.id) !== k) changed.add(c.id);
    }
  }
  T.prev = now;
  const ctx = {changed};
  const [i1, a1, b1] = sideEl(v, them, ctx);
  $('side1').replaceChildren(i1, a1, b1);
  const [i0, a0, b0] = sideEl(v, me, ctx);
  $('side0').replaceChildren(b0, a0, i0);
  const hand = v.players[me].hand;
  $('hand').replaceChildren(h('span', {class: 'label'}, v.me >= 0 ? 'Your hand' : `${v.players[me].name}'s hand`),
    ...(hand ? hand.map((c) => cardEl(c, ctx)) : [h('span', {class: 'empty'}, `${v.players[me].hand_count} cards (hidden)`)]));
  // status line
  const tide = v.tide === null || v.tide === undefined ? null
    : h('span', {class: 'tide'}, `tide: ${v.tide === 0 ? 'neutral' : `high on ${v.players[v.tide > 0 ? me : them].name}'s side`}`);
  $('status').replaceChildren(
    h('span', {}, `Turn ${v.turn}`),
    h('span', {}, `${v.players[v.active].name} to play`),
    h('span', {class: `hchip house-${slug(v.active_house)}`}, `house: ${houseName(v.active_house)}`),
    h('span', {}, `step ${STEPS[v.step] || v.step}`), ...(tide ? [tide] : []));
  if (!T.replay) renderDecision(v);
  renderLog(opts.fresh ?? T.log.length);
  for (const el of document.querySelectorAll('#table [data-id]')) wireCard(el);
}

function renderLog(freshFrom, lines = T.log) {
  const ol = $('log');
  ol.replaceChildren(...lines.map((t, i) => h('li', {class: i >= freshFrom ? 'fresh' : ''}, t)));
  ol.scrollTop = ol.scrollHeight;
}

// --- decisions --------------------------------------------------------------------------------

function optionCid(kind, a) {
  if (kind === 'main') return Array.isArray(a) && typeof a[1] === 'number' ? a[1] : null;
  return typeof a === 'number' ? a : null;
}

function legalByCard(v) {
  const m = new Map();
  const d = v.decision;
  if (!d || !d.options || d.player !== v.me) return m;
  d.options.forEach((a, i) => {
    const cid = optionCid(d.kind, a);
    if (cid === null) return;
    if (!m.has(cid)) m.set(cid, []);
    m.get(cid).push(i);
  });
  return m;
}

function renderDecision(v) {
  const box = $('decision');
  const d = v.decision;
  box.replaceChildren();
  if (v.over) {
    const w = v.winner === null || v.winner === undefined ? 'The game is a draw (turn cap).'
      : `${v.players[v.winner].name} ${v.winner === v.me ? '(you) ' : ''}wins!`;
    box.append(h('p', {class: 'winner', id: 'winner'}, w),
      h('button', {id: 'open-replay', onclick: () => send({type: 'replay', n: 0})}, 'Replay the game'),
      h('a', {href: '/', class: 'button'}, 'Back to the lobby'));
    return;
  }
  if (!d) return;
  const who = v.players[d.player].name;
  if (d.player !== v.me || !d.options) {
    box.append(h('p', {class: 'prompt waiting'}, `Waiting for ${who}: ${d.prompt}`));
    return;
  }
  box.append(h('p', {class: 'prompt mine'}, `Your decision: ${d.prompt}`));
  const opts = h('div', {class: 'choices'});
  if (d.kind === 'targets') {
    // an ordering (all the cards, going to one pile at once): the order of the clicks is the answer, so it is shown
    const ordering = d.min_count === d.max_count && d.max_count === d.options.length && d.options.length > 1;
    const order = [...T.selected];
    box.append(h('p', {class: 'small'}, `Choose ${d.min_count === d.max_count ? d.min_count : `${d.min_count} to ${d.max_count}`}: click the cards, then Done.${ordering ? ' The order of your clicks is the order they go in, 1 first.' : ''}`));
    d.options.forEach((a, i) => opts.append(h('button', {class: `choice${T.selected.has(a) ? ' on' : ''}`, 'data-i': i,
      'data-kind': 'pick', onclick: () => toggleTarget(a)}, ordering && T.selected.has(a) ? `${order.indexOf(a) + 1}. ${d.texts[i]}` : d.texts[i])));
    const n = T.selected.size;
    opts.append(h('button', {class: 'choice primary', id: 'done', 'data-kind': 'done', disabled: n < d.min_count || n > d.max_count ? true : null,
      onclick: () => answer([...T.selected])}, `Done (${n} chosen)`));
  } else {
    const buttons = d.options.map((a, i) => {
      const kind = Array.isArray(a) ? a[0] : d.kind;
      return h('button', {class: `choice k-${slug(kind)}${d.default !== null && JSON.stringify(a) === JSON.stringify(d.default) ? ' default' : ''}`,
        'data-i': i, 'data-kind': kind, 'data-answer': JSON.stringify(a), onclick: () => answer(a)}, d.texts[i]);
    });
    opts.append(...buttons);
    // a long list of options (not moves or cards: "Name a card" offers every card title) is narrowed by typing
    if (d.kind !== 'main' && d.options.length > LONG_LIST) {
      box.append(filterField(d, buttons));
      box.append(opts);
      $('filter').focus();
      return;
    }
  }
  box.append(opts);
}

const LONG_LIST = 20;

// What typing matches in a long list: case, accents, curly quotes and Æ folded ("crewman jorg" finds Crewman Jörg).
function searchKey(text) {
  return String(text).normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[\u2018\u2019\u00b4]/g, "'")
    .replace(/[\u201c\u201d]/g, '"').replace(/Æ/g, 'AE').replace(/æ/g, 'ae').toLowerCase();
}

function filterField(d, buttons) {
  if (T.filterAt !== T.state.n) { T.filterAt = T.state.n; T.filterText = ''; }   // a new decision: nothing typed
  const keys = d.texts.map(searchKey);
  const none = h('p', {class: 'small', id: 'nomatch', hidden: true});
  const narrow = () => {
    const words = searchKey(T.filterText).split(/\s+/).filter(Boolean);
    let shown = 0;
    buttons.forEach((b, i) => {
      b.hidden = !words.every((w) => keys[i].includes(w));
      if (!b.hidden) shown += 1;
    });
    none.textContent = `Nothing matches “${T.filterText.trim()}”.`;
    none.hidden = shown > 0;
  };
  const input = h('input', {id: 'filter', type: 'search', autocomplete: 'off', spellcheck: 'false',
    placeholder: `Type to narrow the ${d.options.length} answers; Enter chooses the first`,
    oninput: (e) => { T.filterText = e.target.value; narrow(); },
    onkeydown: (e) => {
      if (e.key !== 'Enter') return;
      e.preventDefault();
      const first = buttons.find((b) => !b.hidden);
      if (first) first.click(); else toast('Nothing matches what you typed: change the words.', 'refused');
    }});
  input.value = T.filterText;
  narrow();
  return h('div', {class: 'filter'}, input, none);
}

function toggleTarget(a) {
  if (T.selected.has(a)) T.selected.delete(a); else T.selected.add(a);
  render(T.state.view, {fresh: T.log.length});
  const s = T.selected;
  T.selected = s;
}

function attempt(cid) {
  // A click on a card with no legal answer: ask the server, which explains why not.
  const v = T.state.view;
  const d = v.decision;
  if (!d || d.player !== v.me || d.kind !== 'main') return cid;
  const pl = v.players[v.me];
  if (pl.hand && pl.hand.some((c) => c.id === cid)) return ['play', cid];
  if (pl.battleline.some((c) => c.id === cid)) return ['reap', cid];
  if (pl.artifacts.some((c) => c.id === cid)) return ['action', cid, 0];
  return ['fight', cid];
}

function wireCard(el) {
  const cid = Number(el.dataset.id);
  el.addEventListener('mouseenter', () => showTip(el, cid));
  el.addEventListener('mouseleave', hideTip);
  el.addEventListener('focus', () => showTip(el, cid));
  el.addEventListener('blur', hideTip);
  el.addEventListener('contextmenu', (e) => { e.preventDefault(); showTip(el, cid); });   // a long press on a phone
  if (T.replay || !T.state) return;
  const v = T.state.view;
  const legal = legalByCard(v).get(cid);
  if (legal) el.classList.add('legal');
  el.addEventListener('click', (e) => {
    e.stopPropagation();
    if (T.replay) return;
    const d = T.state.view.decision;
    if (legal && d.kind === 'targets') { toggleTarget(d.options[legal[0]]); return; }
    if (legal && legal.length === 1) { answer(d.options[legal[0]]); return; }
    if (legal) { showMenu(el, legal.map((i) => [d.texts[i], d.options[i]])); return; }
    answer(attempt(cid));
  });
}

function showMenu(anchor, items) {
  const m = $('menu');
  m.replaceChildren(...items.map(([text, a]) => h('button', {class: 'menu-item', 'data-answer': JSON.stringify(a),
    onclick: (e) => { e.stopPropagation(); answer(a); }}, text)));
  const r = anchor.getBoundingClientRect();
  m.style.left = `${Math.min(r.left + window.scrollX, window.innerWidth - 320)}px`;
  m.style.top = `${r.bottom + window.scrollY + 4}px`;
  m.hidden = false;
}
function hideMenu() { $('menu').hidden = true; }
document.addEventListener('click', (e) => { if (!$('menu').contains(e.target)) hideMenu(); });

// --- card details ---------------------------------------------------------------------------

function findCard(v, cid) {
  for (const pl of v.players) {
    for (const zone of ['battleline', 'artifacts', 'hand', 'discard', 'purged', 'archives']) {
      for (const c of pl[zone] || []) {
        if (c.id === cid) return c;
        for (const u of c.upgrades || []) if (u.id === cid) return u;
      }
    }
  }
  return null;
}

function showTip(el, cid) {
  const v = T.replay ? T.replay.view : T.state && T.state.view;
  const c = (v && findCard(v, cid)) || (T.viewerCards || []).find((x) => x.id === cid);
  if (!c) return;
  const d = T.defs[c.title] || {};
  const lines = [h('b', {}, c.title), h('div', {class: 'small'}, `${houseName(c.house)} · ${d.type || c.type}${d.rarity ? ` · ${d.rarity}` : ''}${d.set ? ` · ${d.set}` : ''}`)];
  if ((d.type || c.type) === 'creature') {
    lines.push(h('div', {}, c.power !== undefined
      ? `Power ${c.power} (printed ${d.power}) · Armor ${c.armor} (printed ${d.armor})` : `Power ${d.power} · Armor ${d.armor}`));
  }
  if (d.traits && d.traits.length) lines.push(h('div', {}, `Traits: ${d.traits.join(', ')}`));
  const kws = Object.entries(d.keywords || {}).map(([k, n]) => (n !== 1 ? `${k} ${n}` : k));
  if (kws.length) lines.push(h('div', {}, `Keywords: ${kws.join(', ')}`));
  if (d.icons && d.icons.length) lines.push(h('div', {}, `Bonus icons: ${d.icons.map((i) => (i === 'amber' ? 'Æ' : i)).join(' ')}`));
  const st = [];
  if (c.damage) st.push(`${c.damage} damage`);
  if (c.amber) st.push(`${c.amber}Æ on it`);
  if (c.stun) st.push('stunned');
  if (c.enrage) st.push('enraged');
  if (c.ward) st.push('warded');
  if (c.power_counters) st.push(`+${c.power_counters} power counters`);
  if (c.exhausted) st.push('exhausted');
  for (const [k, n] of Object.entries(c.counters || {})) if (n) st.push(`${n} ${k}`);
  if (c.upgrades && c.upgrades.length) st.push(`upgrades: ${c.upgrades.map((u) => u.title).join(', ')}`);
  if (st.length) lines.push(h('div', {class: 'now'}, `Now: ${st.join('; ')}`));
  lines.push(h('p', {class: 'text'}, d.text || '(no rules text)'));
  const tip = $('tip');
  tip.replaceChildren(...lines);
  const r = el.getBoundingClientRect();
  tip.hidden = false;
  // Fixed in the window, beside the card and inside the window: the details never make the page longer. (A
  // page that grew as the pointer entered a card near its bottom shrank as it left: the browser scrolled it,
  // the page jumped under the pointer, and a click meant for the next card landed beside it.)
  const w = document.documentElement.clientWidth, hgt = document.documentElement.clientHeight;
  const left = r.right + 8 + tip.offsetWidth > w ? r.left - 8 - tip.offsetWidth : r.right + 8;
  tip.style.left = `${Math.max(4, Math.min(left, w - tip.offsetWidth - 4))}px`;
  tip.style.top = `${Math.max(4, Math.min(r.top, hgt - tip.offsetHeight - 4))}px`;
}
function hideTip() { $('tip').hidden = true; }

function openViewer(title, cards) {
  T.viewerCards = cards;
  $('viewer-title').textContent = title;
  $('viewer-cards').replaceChildren(...cards.map((c) => cardEl(c)));
  for (const el of $('viewer-cards').querySelectorAll('[data-id]')) {
    const cid = Number(el.dataset.id);
    el.addEventListener('mouseenter', () => showTip(el, cid));
    el.addEventListener('mouseleave', hideTip);
  }
  $('viewer').hidden = false;
}
$('viewer-close').addEventListener('click', () => { $('viewer').hidden = true; hideTip(); });

// --- replay -----------------------------------------------------------------------------------

function onReplay(msg) {
  T.replay = msg;
  render(msg.view, {fresh: Infinity});
  renderLog(Infinity, msg.view.log || []);
  document.body.dataset.replay = `${msg.n}/${msg.total}`;
  const box = $('decision');
  const go = (n) => send({type: 'replay', n: Math.max(0, Math.min(msg.total, n))});
  const slider = h('input', {type: 'range', min: 0, max: msg.total, value: msg.n, id: 'replay-slider'});
  slider.addEventListener('change', () => go(Number(slider.value)));
  box.replaceChildren(h('p', {class: 'prompt'}, `Replay: after answer ${msg.n} of ${msg.total}`),
    h('div', {class: 'choices'},
      h('button', {id: 'replay-start', onclick: () => go(0)}, '⏮ start'),
      h('button', {id: 'replay-prev', onclick: () => go(msg.n - 1)}, '◀ back'),
      h('button', {id: 'replay-next', onclick: () => go(msg.n + 1)}, 'next ▶'),
      h('button', {id: 'replay-end', onclick: () => go(msg.total)}, 'end ⏭'),
      h('button', {id: 'replay-close', onclick: closeReplay}, 'close the replay')),
    slider);
}

function closeReplay() {
  T.replay = null;
  delete document.body.dataset.replay;
  render(T.state.view, {fresh: T.log.length});
}

// ---------------------------------------------------------------------------------------------
// Routing

function route() {
  hideMenu(); hideTip();
  const m = /^#(play|watch|join)=([A-Za-z0-9_-]{10,100})$/.exec(location.hash);
  if (!m) { closeTable(); showLobby(); return; }
  if (m[1] === 'join') { closeTable(); showJoin(m[2]); return; }
  if (m[1] === 'watch') remember({token: m[2], label: 'watching a game', watch: true});
  openTable(m[2], m[1] === 'watch');
}

$('play-computer').addEventListener('click', () => createGame($('agent').value));
$('play-person').addEventListener('click', () => createGame('person'));
window.addEventListener('hashchange', route);
route();
