// Lua scripts for the decisions that must be atomic across processes (Redis runs a script
// without interleaving other commands).

/** KEYS: conns, nodeConns, online. ARGV: socketId, nodeId, userId. Returns 1 if newly online. */
export const ADD_CONNECTION = `
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
redis.call('SADD', KEYS[2], ARGV[3] .. ' ' .. ARGV[1])
return redis.call('SADD', KEYS[3], ARGV[3])`;

/** KEYS: conns, nodeConns. ARGV: socketId, userId. Returns the sockets left. */
export const REMOVE_CONNECTION = `
redis.call('HDEL', KEYS[1], ARGV[1])
redis.call('SREM', KEYS[2], ARGV[2] .. ' ' .. ARGV[1])
return redis.call('HLEN', KEYS[1])`;

/** KEYS: conns, online, lastSeen. ARGV: userId, now. Returns 1 if this call took it offline. */
export const SETTLE_OFFLINE = `
if redis.call('HLEN', KEYS[1]) > 0 then return 0 end
if redis.call('SREM', KEYS[2], ARGV[1]) == 0 then return 0 end
redis.call('HSET', KEYS[3], ARGV[1], ARGV[2])
return 1`;

/** KEYS: call, ringing(student), ringing(teacher), deadlines. ARGV: json, callId, ttl, deadline. */
export const CREATE_CALL = `
if redis.call('EXISTS', KEYS[1]) == 1 then return 'duplicate_id' end
if redis.call('EXISTS', KEYS[2]) == 1 then return 'already_calling' end
if redis.call('EXISTS', KEYS[3]) == 1 then return 'teacher_ringing' end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[3])
redis.call('SET', KEYS[2], ARGV[2], 'PX', ARGV[3])
redis.call('SET', KEYS[3], ARGV[2], 'PX', ARGV[3])
redis.call('ZADD', KEYS[4], ARGV[4], ARGV[2])
return 'created'`;

/** KEYS: call, deadlines, ringing(student), ringing(teacher). ARGV: callId. Returns the JSON. */
export const TAKE_CALL = `
local json = redis.call('GET', KEYS[1])
redis.call('ZREM', KEYS[2], ARGV[1])
if not json then return false end
redis.call('DEL', KEYS[1])
for i = 3, 4 do
  if redis.call('GET', KEYS[i]) == ARGV[1] then redis.call('DEL', KEYS[i]) end
end
return json`;
